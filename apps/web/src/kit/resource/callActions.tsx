import { useState, type ReactNode } from 'react';
import { Button, Modal, Upload } from 'antd';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { useQueryClient } from '@tanstack/react-query';
import {
  actionApplies,
  actionLabel,
  fillRowText,
  type ActionDef,
  type ResourceDef,
} from '@coach/domain/resources/types.ts';
import { download, post } from '../../platform/http';
import { toastSuccess, toastWarning } from '../../platform/feedback';
import type { Row } from './api';
import { askReason } from './reasonDialog';
import { RowButton } from './RowActions';
import { SettingsForm } from './SettingsForm';
import { UPLOAD_PATH } from './fileUrl';
import { confirmed } from './rowFlows';
import { ActionPreviewDialog } from './ActionPreviewDialog';
import type { ListActions } from './useListActions';

/**
 * The buttons a definition declares with a call (ActionDef.path) and its toolbar settings
 * (ActionDef.settings), derived from the declaration: shown where the role holds the button and
 * the row's state allows it (the server checks the same `when` again), asking what the
 * declaration asks (a confirm, a reason, a file, a preview and its choice) before the call. The
 * page writes none of it.
 */
export interface CallActions {
  buttons: (row: Row) => ReactNode;
  toolbar: ReactNode;
  dialogs: ReactNode;
}

const isCall = (a: ActionDef) => !!a.path && !a.form;

export function useCallActions(def: ResourceDef, actions: ListActions): CallActions {
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState<{ action: ActionDef; row: Row }>();
  const [settingsOf, setSettingsOf] = useState<ActionDef>();
  const [uploading, setUploading] = useState<string>();
  const declared = (def.actions ?? []).filter((a) => actions.can(a.name));

  // A call that changed rows: this list, and the lists the declaration names (the wallets).
  const changed = (action: ActionDef) => {
    actions.reload();
    for (const name of action.invalidates ?? []) void queryClient.invalidateQueries({ queryKey: ['resource', name] });
  };

  const call = async (action: ActionDef, row: Row, values: Record<string, unknown> = {}) => {
    try {
      const answer = await post(action.path!, { id: row.id, ...action.send, ...values });
      if (answer.status) toastSuccess(answer.message || `${action.label}成功`);
      return answer.status;
    } catch {
      return false; // the http client said why
    } finally {
      changed(action);
    }
  };

  const run = async (action: ActionDef, row: Row) => {
    if (action.download) return void (await download(action.path!, { body: { id: row.id } }));
    if (action.preview) return setPreviewing({ action, row });
    if (action.reason) {
      const reason = await askReason({ ...action, confirm: action.confirm && fillRowText(action.confirm, row) });
      if (reason !== undefined) await call(action, row, { [action.reason.key]: reason });
      return;
    }
    if (action.confirm && !(await confirmed(fillRowText(action.confirm, row)))) return;
    await call(action, row);
  };

  const upload = async (action: ActionDef, row: Row, file: File) => {
    const spec = action.file!;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!spec.extensions.includes(extension)) return toastWarning(spec.refusal);
    setUploading(`${action.name}:${row.id}`);
    try {
      const form = new FormData();
      form.append('file', file);
      const stored = await post<{ key: string }>(UPLOAD_PATH, form, { timeoutMs: 120_000 });
      if (stored.status) await call(action, row, { [spec.key]: stored.result.key });
    } catch {
      // the http client said why
    } finally {
      setUploading(undefined);
    }
  };

  const buttonOf = (action: ActionDef, row: Row) => {
    const label = actionLabel(action, row);
    if (!action.file)
      return (
        <RowButton key={action.name} danger={action.danger} onClick={() => void run(action, row)}>
          {label}
        </RowButton>
      );
    return (
      <Upload
        key={action.name}
        accept={action.file.accept}
        showUploadList={false}
        beforeUpload={(file) => (void upload(action, row, file), false)}
      >
        <RowButton onClick={() => undefined}>{uploading === `${action.name}:${row.id}` ? '上传中…' : label}</RowButton>
      </Upload>
    );
  };

  const rowCalls = declared.filter(isCall);
  const settings = declared.filter((a) => a.settings);
  return {
    buttons: (row) => rowCalls.filter((a) => actionApplies(a, row)).map((a) => buttonOf(a, row)),
    toolbar: settings.map((a) => (
      <Button key={a.name} icon={<SettingOutlined />} onClick={() => setSettingsOf(a)}>
        {a.label}
      </Button>
    )),
    dialogs: (
      <>
        <ActionPreviewDialog
          def={def}
          opened={previewing}
          onClose={() => setPreviewing(undefined)}
          onChoose={async (send) => {
            if (previewing && (await call(previewing.action, previewing.row, send))) setPreviewing(undefined);
          }}
        />
        <Modal
          title={settingsOf?.settings?.title}
          open={!!settingsOf}
          footer={null}
          onCancel={() => setSettingsOf(undefined)}
          width={640}
          destroyOnHidden
        >
          {settingsOf?.settings && <SettingsForm def={settingsOf.settings} />}
        </Modal>
      </>
    ),
  };
}
