import type { ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useState } from 'react';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { canCreate, canUpdate, type Row } from './api';
import { downloadTemplate, ImportDialog } from './ImportDialog';
import { singleRow } from './rowFlows';
import type { ListActions } from './useListActions';

/**
 * Buttons above the table, each shown only with its permission: 新增, 编辑 (one ticked
 * row), the batch transitions, 删除, 导入 and its template, 导出 (the current filter), then
 * the page's own.
 */
export interface ListToolbarProps {
  def: ResourceDef;
  actions: ListActions;
  selected: readonly Row[];
  onAdd?: () => void;
  onEdit?: (row: Row) => void;
  onExport: () => void;
  extra?: ReactNode;
  /** The table's own tools (列设置, 密度, 全屏), beside 刷新. */
  tools?: ReactNode;
  /** Sent with an import (the page's fixed values the rows take). */
  importFields?: Readonly<Record<string, string | number>>;
}

export function ListToolbar({
  def,
  actions,
  selected,
  onAdd,
  onEdit,
  onExport,
  extra,
  tools,
  importFields,
}: ListToolbarProps) {
  const batch = (def.transitions ?? []).filter((t) => t.batch && actions.can(t.name));
  const [importing, setImporting] = useState(false);
  const [fetchingTemplate, setFetchingTemplate] = useState(false);
  const canImport = !!def.api.import && actions.can('import');
  return (
    <div
      data-testid="list-toolbar"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        marginBottom: 12,
        flexWrap: 'wrap',
      }}
    >
      <Space wrap>
        {onAdd && canCreate(def) && actions.can('add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {def.createLabel ?? '新增'}
          </Button>
        )}
        {onEdit && canUpdate(def) && actions.can('edit') && (
          <Button
            onClick={() => {
              const row = singleRow(selected);
              if (row) onEdit(row);
            }}
          >
            编辑
          </Button>
        )}
        {batch.map((t) => (
          <Button key={t.name} danger={t.danger} onClick={() => void actions.transition(t, selected)}>
            {t.label}
          </Button>
        ))}
        {def.api.delete && actions.can('delete') && (
          <Button danger onClick={() => void actions.remove(selected)}>
            删除
          </Button>
        )}
        {canImport && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            导入
          </Button>
        )}
        {canImport && def.api.importTemplate && (
          <Button
            icon={<DownloadOutlined />}
            loading={fetchingTemplate}
            onClick={() => {
              setFetchingTemplate(true);
              void downloadTemplate(def.api.importTemplate!).finally(() => setFetchingTemplate(false));
            }}
          >
            下载导入模板
          </Button>
        )}
        {def.api.export && actions.can('export') && (
          <Button icon={<DownloadOutlined />} loading={actions.exporting} onClick={onExport}>
            导出
          </Button>
        )}
        {extra}
      </Space>
      <Space>
        {selected.length > 0 && <Typography.Text type="secondary">已选择 {selected.length} 项</Typography.Text>}
        <Button icon={<ReloadOutlined />} onClick={actions.reload} aria-label="刷新" title="刷新" />
        {tools}
      </Space>
      {canImport && (
        <ImportDialog
          def={def}
          fields={importFields}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={actions.reload}
        />
      )}
    </div>
  );
}
