import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import {
  isDeletableRow,
  isEditableRow,
  rowLinkUrl,
  stateAllows,
  transitionApplies,
  type ResourceDef,
} from '@coach/domain/resources/types.ts';
import { canUpdate, type Row } from './api';
import { MSG_DEFAULT_ROW } from './messages';
import { isDefaultRow } from './rowFlows';
import type { ListActions } from './useListActions';

/**
 * The buttons of one row: 编辑, 详情, the transitions that apply to the row's current state
 * (a disabled row offers 启用, not 停用), 删除, 上移/下移 on hand-ordered lists, and what the
 * page adds. A system default row keeps 详情; its other buttons are disabled and say why.
 */
export interface RowActionsProps {
  def: ResourceDef;
  row: Row;
  actions: ListActions;
  onEdit?: (row: Row) => void;
  onDetail: (row: Row) => void;
  extra?: ReactNode;
}

/** A link button that, when `locked`, is disabled with the reason in a tooltip. */
export function RowButton({
  locked,
  danger,
  onClick,
  children,
}: {
  locked?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <Button type="link" size="small" danger={danger} disabled={locked} onClick={onClick} style={{ paddingInline: 4 }}>
      {children}
    </Button>
  );
  return locked ? <Tooltip title={MSG_DEFAULT_ROW}>{button}</Tooltip> : button;
}

export function RowActions({ def, row, actions, onEdit, onDetail, extra }: RowActionsProps) {
  const locked = isDefaultRow(row);
  // A row in a state that is not edited (an accepted filing) offers neither 编辑 nor 删除.
  const editable = isEditableRow(def, row);
  const transitions = (def.transitions ?? []).filter((t) => transitionApplies(t, row) && actions.can(t.name));
  const movable = def.sortable && def.api.move && actions.can('move');
  const navigate = useNavigate();
  return (
    <Space size={0} wrap={false}>
      {onEdit && editable && canUpdate(def) && actions.can('edit') && (
        <RowButton locked={locked} onClick={() => onEdit(row)}>
          编辑
        </RowButton>
      )}
      <RowButton onClick={() => onDetail(row)}>详情</RowButton>
      {transitions.map((t) => (
        <RowButton key={t.name} locked={locked} danger={t.danger} onClick={() => void actions.transition(t, [row])}>
          {t.label}
        </RowButton>
      ))}
      {def.links
        ?.filter((link) => stateAllows(link.when, row) && (!link.action || actions.can(link.action)))
        .map((link) => (
          <RowButton
            key={link.label}
            onClick={() => navigate(rowLinkUrl(link, row), link.fresh ? { state: { noCache: true } } : undefined)}
          >
            {link.label}
          </RowButton>
        ))}
      {movable && (
        <>
          <RowButton onClick={() => void actions.move(row, 'up')}>上移</RowButton>
          <RowButton onClick={() => void actions.move(row, 'down')}>下移</RowButton>
        </>
      )}
      {extra}
      {def.api.delete && isDeletableRow(def, row) && actions.can('delete') && (
        <RowButton locked={locked} danger onClick={() => void actions.remove([row])}>
          删除
        </RowButton>
      )}
    </Space>
  );
}
