import type { ReactNode } from 'react';
import { useLayoutEffect, useMemo } from 'react';
import { Alert, Button, Card, Form, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { closePageAndGo } from '../../app/keepAlive/openPages';
import { confirmDialog } from '../../platform/feedback';
import { onEnterSubmit } from './formKeys';
import { CONFIRM_TITLE, MSG_DEFAULT_ROW, MSG_DISCARD_CHANGES } from './messages';
import { detailQuery } from './ResourceFormDrawer';
import { ResourceFormFields, formFieldsOf, type FormExtras } from './ResourceFormFields';
import { isDefaultRow } from './rowFlows';
import { useResourceSave } from './useResourceSave';

/**
 * 新增 / 编辑 as a page of its own (a definition with `formRoute`, when the form needs room:
 * the role's permission tree). Editing when the query has `?id=`. 保存 returns to the list
 * (refreshed: the save invalidates its rows) and closes this page's own tab, as 返回 does: the
 * form is done (issue 50.1); a refusal keeps the page as typed; a system default record is
 * shown read-only.
 */
export interface ResourceFormPageProps {
  def: ResourceDef;
  extras?: FormExtras;
  /** Field keys laid out by `children` instead of the generic controls. */
  skip?: readonly string[];
  /** Extra Form.Items after the generic fields (read `locked` to disable them). */
  children?: (ctx: { locked: boolean }) => ReactNode;
  /** The list to return to when it is not the definition's own (学员备案 of this category). */
  listPath?: string;
}

export function ResourceFormPage({ def, extras, skip, children, listPath }: ResourceFormPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = params.get('id') ?? undefined;
  const [form] = Form.useForm();
  const detail = useQuery({ ...detailQuery(def, id), enabled: !!id && !!def.api.detail });
  const save = useResourceSave(def, extras?.onSaved, extras?.extraKeys);
  const locked = !!detail.data && isDefaultRow(detail.data);

  const initial = useMemo<Record<string, unknown>>(() => {
    if (id) return detail.data ?? {};
    const defaults: Record<string, unknown> = {};
    for (const { field } of formFieldsOf(def, true))
      defaults[field.key] = field.defaultValue ?? (field.kind === 'ids' ? [] : undefined);
    return defaults;
  }, [id, def, detail.data]);
  // In the commit that enables the fields (see ResourceFormDrawer): typing in between is kept.
  useLayoutEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
  }, [form, initial]);

  // Labels stay on one line: the column is as wide as the longest label (14 px a character).
  const labelWidth = useMemo(
    () => Math.max(100, ...formFieldsOf(def, true).map(({ field }) => field.label.length * 14 + 28)),
    [def],
  );
  const back = () => closePageAndGo(pathname, listPath ?? def.route, (to) => void navigate(to));
  const submit = async () => {
    if (locked) return;
    if (!(await save.submit(form, { id, initial }))) return;
    back();
  };
  const leave = async () => {
    if (form.isFieldsTouched() && !(await confirmDialog({ title: CONFIRM_TITLE, content: MSG_DISCARD_CHANGES })))
      return;
    back();
  };

  return (
    <Card title={`${id ? '编辑' : '新增'}${def.title}`} extra={<Button onClick={() => void leave()}>返回</Button>}>
      {locked && <Alert type="warning" showIcon title={MSG_DEFAULT_ROW} style={{ marginBottom: 16 }} />}
      {save.error && (
        <Alert type="error" showIcon title={save.error} style={{ marginBottom: 16 }} data-testid="form-error" />
      )}
      {detail.isError && <Alert type="error" showIcon title={detail.error.message} style={{ marginBottom: 16 }} />}
      <Spin spinning={!!id && detail.isLoading}>
        <div onKeyDown={onEnterSubmit(() => void submit())} style={{ maxWidth: 900 }}>
          {/* Named per record: a kept-alive 新增 page and 编辑 pages may sit in the DOM together.
              Read-only while the record loads: what is typed before would be replaced by it. */}
          <Form
            form={form}
            name={`${def.name}-page-${id ?? 'new'}`}
            layout="horizontal"
            labelCol={{ flex: `${labelWidth}px` }}
            wrapperCol={{ flex: 'auto' }}
            autoComplete="off"
            disabled={locked || (!!id && detail.isLoading)}
          >
            <ResourceFormFields def={def} creating={!id} extras={extras} skip={skip} />
            {children?.({ locked })}
            <Form.Item label=" " colon={false}>
              <Space>
                <Button
                  type="primary"
                  loading={save.saving}
                  disabled={locked || (!!id && !detail.data)}
                  onClick={() => void submit()}
                >
                  保存
                </Button>
                <Button disabled={false} onClick={() => void leave()}>
                  取消
                </Button>
              </Space>
            </Form.Item>
          </Form>
        </div>
      </Spin>
    </Card>
  );
}
