import { Alert, Button, Card, Form, InputNumber, Result, Space, Spin, Tag, Typography } from 'antd';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  MAX_REFUND_TIERS,
  MAX_TIER_HOURS,
  REFUND_SETTING_GET_PATH,
  REFUND_SETTING_SAVE_PATH,
  refundTiersError,
  type RefundTier,
} from '../../domain/money/refundTiers';
import { post } from '@coach/web/platform/http.ts';
import { antdRules } from '@coach/domain/rules/adapters.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { useStoredSettings } from '@coach/web/kit/resource/useStoredSettings.ts';

/**
 * 退费设置: the refund ratio by hours before the class, one row per tier from the earliest to
 * the latest. The same check as the server's runs before 保存 (hours strictly decreasing,
 * ratios 0-100 and never higher closer to the class), and the server's answer is shown as is.
 */
interface Loaded {
  tiers: RefundTier[];
  configured: boolean;
}
const queryKey = ['settings', 'examroom_refund_setting'];
/** The spec's 该输入项为必填项! (§5) under an empty input, as the server answers it. */
const REQUIRED = antdRules(rules.required);

export function RefundSettingPage() {
  const [form] = Form.useForm<{ tiers: Partial<RefundTier>[] }>();
  const { loaded, save } = useStoredSettings<Loaded, RefundTier[]>({
    queryKey,
    form,
    load: () => post<Loaded>(REFUND_SETTING_GET_PATH, {}),
    save: (tiers) => post(REFUND_SETTING_SAVE_PATH, { tiers }, { silent: true }),
    toForm: (data) => ({ tiers: data.tiers }),
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const tiers = (values.tiers ?? []) as RefundTier[];
    const error = refundTiersError(tiers);
    save.reset();
    if (error) {
      form.setFields([{ name: 'tiers', errors: [error] }]);
      return;
    }
    save.mutate(tiers.map((t) => ({ hours: t.hours, ratio: t.ratio })));
  };

  if (loaded.isError && !loaded.data) return <Result status="error" title="加载失败" subTitle={loaded.error.message} />;
  return (
    <Card
      title="退费设置"
      extra={
        loaded.data && (
          <Tag color={loaded.data.configured ? 'success' : 'default'}>
            {loaded.data.configured ? '已配置' : '默认规则'}
          </Tag>
        )
      }
      data-testid="refund-setting"
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24 }}
        title="学员申请退费时，按距开课的小时数匹配第一条满足的规则，退还对应比例的子订单金额；晚于最后一条规则时不可退费。规则按小时数从大到小排列。"
      />
      <Spin spinning={loaded.isLoading}>
        {/* Read-only until the stored tiers are in: tiers typed earlier would be replaced by them. */}
        <Form
          form={form}
          disabled={loaded.isLoading}
          onValuesChange={() => form.setFields([{ name: 'tiers', errors: [] }])}
        >
          <Form.List name="tiers">
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="baseline" data-testid="refund-tier" style={{ display: 'flex' }}>
                    <span>第{index + 1}条：开课前至少</span>
                    <Form.Item name={[field.name, 'hours']} rules={REQUIRED}>
                      <InputNumber
                        min={0}
                        max={MAX_TIER_HOURS}
                        precision={0}
                        placeholder="小时"
                        style={{ width: 110 }}
                      />
                    </Form.Item>
                    <span>小时，退还</span>
                    <Form.Item name={[field.name, 'ratio']} rules={REQUIRED}>
                      <InputNumber
                        min={0}
                        max={100}
                        precision={0}
                        placeholder="比例"
                        suffix="%"
                        style={{ width: 110 }}
                      />
                    </Form.Item>
                    {fields.length > 1 && (
                      <MinusCircleOutlined aria-label="删除规则" onClick={() => remove(field.name)} />
                    )}
                  </Space>
                ))}
                <Typography.Text type="danger">
                  <Form.ErrorList errors={errors} />
                </Typography.Text>
                {save.error && <Alert type="error" showIcon title={save.error.message} style={{ margin: '12px 0' }} />}
                <Space style={{ marginTop: 12 }}>
                  <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_REFUND_TIERS} onClick={() => add()}>
                    添加规则
                  </Button>
                  <Button onClick={() => loaded.data && form.setFieldsValue({ tiers: loaded.data.tiers })}>重置</Button>
                  <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
                    保存
                  </Button>
                </Space>
              </>
            )}
          </Form.List>
        </Form>
      </Spin>
    </Card>
  );
}
