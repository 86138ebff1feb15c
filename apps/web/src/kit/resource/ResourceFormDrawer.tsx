import { useLayoutEffect, useMemo } from 'react';
import { Alert, Button, Drawer, Form, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { confirmDialog } from '../../platform/feedback';
import { detailOf, resultOf, type Row } from './api';
import { onEnterSubmit } from './formKeys';
import { CONFIRM_TITLE, MSG_DISCARD_CHANGES } from './messages';
import { ResourceFormFields, formFieldsOf, type FormExtras } from './ResourceFormFields';
import { useResourceSave } from './useResourceSave';

/**
 * 新增 / 编辑 of a resource in a drawer. Editing loads the detail (extras such as roleIds
 * included) when the resource has one, else uses the list row. Enter submits, Esc or 取消
 * closes and asks first when something was changed; a refused save keeps everything.
 */
export interface ResourceFormDrawerProps {
  def: ResourceDef;
  open: boolean;
  /** The row being edited; absent when adding. */
  row?: Row;
  extras?: FormExtras;
  onClose: () => void;
}

export const detailQuery = (def: ResourceDef, id: string | undefined) => ({
  queryKey: ['resource', def.name, 'detail', id],
  queryFn: async () => resultOf(await detailOf(def, id!)),
  staleTime: 0,
});

export function ResourceFormDrawer({ def, open, row, extras, onClose }: ResourceFormDrawerProps) {
  const [form] = Form.useForm();
  const id = row?.id;
  const creating = !id;
  const detail = useQuery({ ...detailQuery(def, id), enabled: open && !!id && !!def.api.detail });
  const save = useResourceSave(def, extras?.onSaved, extras?.extraKeys);

  const initial = useMemo<Record<string, unknown>>(() => {
    if (creating) {
      const defaults: Record<string, unknown> = {};
      for (const { field } of formFieldsOf(def, true))
        if (field.defaultValue !== undefined) defaults[field.key] = field.defaultValue;
      return { ...defaults, ...extras?.initialValues };
    }
    return (def.api.detail ? detail.data : row) ?? {};
  }, [creating, def, detail.data, row, extras?.initialValues]);

  // A new target (or its detail arriving) starts the form from its values. A layout effect: the
  // commit that enables the fields must already hold the values, or what a quick user (or a
  // browser test) types in between is replaced by them when a passive effect runs later.
  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial);
    save.clearError();
    // Only a new target or its data resets the form (not every render's new `save` object).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initial, form]);

  const submit = async () => {
    const answer = await save.submit(form, { id, initial, fixed: extras?.fixed });
    if (answer) onClose();
  };

  const requestClose = async () => {
    if (save.saving) return;
    if (form.isFieldsTouched() && !(await confirmDialog({ title: CONFIRM_TITLE, content: MSG_DISCARD_CHANGES })))
      return;
    onClose();
  };

  const loading = !creating && !!def.api.detail && detail.isLoading;
  return (
    <Drawer
      title={creating && def.createLabel ? def.createLabel : `${creating ? '新增' : '编辑'}${def.title}`}
      open={open}
      size={560}
      onClose={() => void requestClose()}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => void requestClose()}>取消</Button>
          <Button
            type="primary"
            loading={save.saving}
            disabled={loading || detail.isError}
            onClick={() => void submit()}
          >
            确定
          </Button>
        </Space>
      }
    >
      {save.error && (
        <Alert type="error" showIcon title={save.error} style={{ marginBottom: 16 }} data-testid="form-error" />
      )}
      {detail.isError && <Alert type="error" showIcon title={detail.error.message} style={{ marginBottom: 16 }} />}
      {extras?.about}
      <Spin spinning={loading}>
        <div onKeyDown={onEnterSubmit(() => void submit())}>
          {/* initialValues as well as the effect: the drawer mounts its content after opening,
              and values set before the Form is connected would be lost (a race seen in e2e).
              Read-only while the record loads: what is typed before would be replaced by it. */}
          <Form
            form={form}
            name={`${def.name}-form`}
            layout="vertical"
            autoComplete="off"
            preserve={false}
            initialValues={initial}
            disabled={loading}
          >
            <ResourceFormFields def={def} creating={creating} extras={extras} />
          </Form>
        </div>
      </Spin>
    </Drawer>
  );
}
