import { Alert, Button, Card, Form, Result, Space, Spin, Tag } from 'antd';
import { ANTD_VALIDATE_TRIGGER } from '@coach/domain/rules/adapters.ts';
import type { Envelope } from '@coach/domain/errors.ts';
import type { SettingsDef } from '@coach/domain/settings/types.ts';
import { post } from '../../platform/http';
import { useStoredSettings } from './useStoredSettings';
import { FieldInput } from './FieldInput';
import { antdRulesOfField, trimsText } from './fieldRules';
import { onEnterSubmit } from './formKeys';
import { SecretInput } from './controls/SecretInput';

/**
 * A per-tenant settings form (SettingsDef): loads the stored values, 保存 sends them, 重置
 * puts back what was loaded. Secrets arrive masked and go back masked unless changed (the
 * server then keeps them). Default calls are tenantConfig getConfig/setConfig by key; a page
 * whose spec names other calls (the pay settings) passes its own.
 */
type Values = Record<string, unknown>;

export interface SettingsCalls {
  load: () => Promise<Envelope<Values>>;
  save: (values: Values) => Promise<Envelope<unknown>>;
}

export const tenantConfigCalls = (key: string): SettingsCalls => ({
  load: () => post<Values>('/bbxc/tenant/inner/tenantConfig/getConfig', { key }),
  save: (value) => post<unknown>('/bbxc/tenant/inner/tenantConfig/setConfig', { key, value }, { silent: true }),
});

const TRIGGERS = [...ANTD_VALIDATE_TRIGGER];

/** The calls a definition names (订单流程配置's getConfig/saveConfig). */
const declaredCalls = ({ get, save }: NonNullable<SettingsDef['calls']>): SettingsCalls => ({
  load: () => post<Values>(get, {}),
  save: (values) => post<unknown>(save, values, { silent: true }),
});

export function SettingsForm({
  def,
  calls = def.calls ? declaredCalls(def.calls) : tenantConfigCalls(def.key),
}: {
  def: SettingsDef;
  calls?: SettingsCalls;
}) {
  const [form] = Form.useForm<Values>();
  const { loaded, save } = useStoredSettings<Values, Values>({
    queryKey: ['settings', def.key],
    form,
    load: calls.load,
    save: calls.save,
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || save.isPending) return;
    const body: Values = {};
    for (const field of def.fields) {
      const v = values[field.key];
      body[field.key] = typeof v === 'string' && trimsText(field) ? v.trim() : (v ?? null);
    }
    save.reset();
    save.mutate(body);
  };

  if (loaded.isError && !loaded.data) {
    return (
      <Result
        status="error"
        title="加载失败"
        subTitle={loaded.error.message}
        extra={
          <Button type="primary" onClick={() => void loaded.refetch()}>
            重试
          </Button>
        }
      />
    );
  }

  const configured = loaded.data?.configured === true;
  return (
    <Card
      title={def.title}
      extra={loaded.data && <Tag color={configured ? 'success' : 'default'}>{configured ? '已配置' : '未配置'}</Tag>}
      data-testid={`settings-${def.key}`}
    >
      {def.description && <Alert type="info" showIcon title={def.description} style={{ marginBottom: 24 }} />}
      {save.isError && (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} data-testid="form-error" />
      )}
      <Spin spinning={loaded.isLoading}>
        <div onKeyDown={onEnterSubmit(() => void submit())} style={{ maxWidth: 640 }}>
          {/* Read-only until the stored values are in: text typed earlier would be replaced by them. */}
          <Form
            form={form}
            disabled={loaded.isLoading}
            name={`settings-${def.key}`}
            layout="horizontal"
            labelCol={{ flex: '140px' }}
            wrapperCol={{ flex: 'auto' }}
            autoComplete="off"
          >
            {def.fields.map((field) => {
              const secret = def.secrets?.includes(field.key);
              return (
                <Form.Item
                  key={field.key}
                  name={field.key}
                  label={field.label}
                  rules={antdRulesOfField(field)}
                  validateTrigger={TRIGGERS}
                  required={field.required}
                >
                  {secret ? (
                    <SecretInput
                      multiline={field.kind === 'textarea'}
                      maxLength={field.maxLength}
                      placeholder={`请输入${field.label}`}
                    />
                  ) : (
                    <FieldInput field={field} />
                  )}
                </Form.Item>
              );
            })}
            <Form.Item label=" " colon={false}>
              <Space>
                <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
                  保存
                </Button>
                <Button
                  disabled={save.isPending}
                  onClick={() => {
                    form.resetFields();
                    if (loaded.data) form.setFieldsValue(loaded.data);
                    save.reset();
                  }}
                >
                  重置
                </Button>
              </Space>
            </Form.Item>
          </Form>
        </div>
      </Spin>
    </Card>
  );
}
