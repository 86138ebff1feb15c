import { useLayoutEffect } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Space, Spin, Typography } from 'antd';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_INSTALMENT_PERIODS } from '../domain/zsclass';
import { get, post } from '@coach/web/platform/http.ts';
import { toastSuccess } from '@coach/web/platform/feedback.ts';
import { resultOf, type Row } from '@coach/web/kit/resource/api.ts';
import { antdRules } from '@coach/domain/rules/adapters.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { fenToYuan, thousands } from '@coach/domain/format/number.ts';

/**
 * 分期设置 of a class: installments on or off, a down payment and 1-24 instalments (amount,
 * fee rate %) whose amounts add up to the class price exactly. The running sum is shown
 * against the price as the user types; the server checks it again (and the pay settings).
 */
export const INSTAL_QUERY = '/api/bbxc/operate/inner/zsclass/queryInstalSetting';
export const INSTAL_SAVE = '/api/bbxc/operate/inner/zsclass/instalSetting';

interface Period {
  amount?: string;
  rate?: string;
}
interface Values {
  installment: number;
  downPayment?: string;
  periods: Period[];
}
interface Loaded {
  classId: string;
  price: string | number;
  installment: number;
  downPayment: string | null;
  periods: { amount: string; rate: string }[];
}

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
/** The server's rules of each input (zsclassInstalment.ts), so the dialog says what it would. */
const DOWN_PAYMENT_RULES = antdRules(rules.decimal);
const AMOUNT_RULES = antdRules(rules.required, rules.decimal, rules.positiveOnly);
const RATE_RULES = antdRules(rules.percentage);
/** Yuan text as fen (0 when empty or not a number yet). */
export const fenOf = (value: unknown): number =>
  value !== undefined && value !== null && MONEY.test(String(value).trim())
    ? Math.round(Number(String(value).trim()) * 100)
    : 0;
/** Fen shown as yuan, with separators like every amount of the console (12,800.00). */
export const yuanOf = (fen: number) => thousands(fenToYuan(fen));

/** Down payment plus every instalment, in fen. */
export function instalmentSum(values: Partial<Values> | undefined): number {
  return fenOf(values?.downPayment) + (values?.periods ?? []).reduce((sum, p) => sum + fenOf(p?.amount), 0);
}

export function InstalmentDialog({ row, onClose }: { row: Row | undefined; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const loaded = useQuery({
    queryKey: ['resource', 'zsclass', 'instalSetting', row?.id],
    enabled: !!row,
    staleTime: 0,
    queryFn: async () => resultOf(await get<Loaded>(INSTAL_QUERY, { params: { classId: row!.id } })),
  });
  // In the commit that shows the form (a layout effect): a passive effect could run after a
  // first click and reset it.
  useLayoutEffect(() => {
    if (!row || !loaded.data) return;
    form.resetFields();
    const periods = loaded.data.periods.map((p) => ({ amount: String(p.amount), rate: String(p.rate ?? '0') }));
    form.setFieldsValue({
      installment: Number(loaded.data.installment) === 1 ? 1 : 0,
      downPayment: loaded.data.downPayment ?? '0',
      periods: periods.length ? periods : [{ amount: '', rate: '0' }],
    });
  }, [row, loaded.data, form]);

  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const on = Number(values?.installment) === 1;
  const priceFen = fenOf(loaded.data?.price ?? row?.price);
  const sum = instalmentSum(values);

  const save = useMutation({
    mutationFn: async (v: Values) => {
      const body = on
        ? {
            classId: row!.id,
            installment: 1,
            downPayment: v.downPayment || '0',
            periods: v.periods.map((p) => ({ amount: p.amount, rate: p.rate || '0' })),
          }
        : { classId: row!.id, installment: 0 };
      const response = await post<unknown>(INSTAL_SAVE, body);
      if (!response.status) throw new Error(response.message || '保存失败');
      return response;
    },
    onSuccess: async (response) => {
      toastSuccess(response.message || '保存成功');
      await queryClient.invalidateQueries({ queryKey: ['resource', 'zsclass'] });
      onClose();
    },
  });

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v || save.isPending) return;
    save.mutate(v);
  };

  return (
    <Modal
      title={`分期设置${row?.className ? `：${String(row.className)}` : ''}`}
      open={!!row}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !loaded.data }}
      destroyOnHidden
      width={600}
    >
      <Spin spinning={loaded.isLoading}>
        {loaded.isError && <Alert type="error" showIcon title={loaded.error.message} style={{ marginBottom: 16 }} />}
        {/* Shown once the stored setting is in: a choice made before it arrived would be reset by it. */}
        {loaded.data ? (
          <Form
            form={form}
            layout="horizontal"
            labelCol={{ flex: '100px' }}
            autoComplete="off"
            initialValues={{ installment: 0, downPayment: '0', periods: [{ amount: '', rate: '0' }] }}
          >
            <Form.Item label="班型价格">
              <Typography.Text strong>{yuanOf(priceFen)} 元</Typography.Text>
            </Form.Item>
            <Form.Item name="installment" label="分期付款">
              <Radio.Group
                options={[
                  { value: 1, label: '开启' },
                  { value: 0, label: '关闭' },
                ]}
              />
            </Form.Item>
            {on && (
              <>
                <Form.Item name="downPayment" label="首付金额(元)" rules={DOWN_PAYMENT_RULES}>
                  <Input placeholder="0.00" style={{ width: 200 }} />
                </Form.Item>
                <Form.List name="periods">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field, index) => (
                        <Form.Item key={field.key} label={`第${index + 1}期`} required>
                          <Space align="baseline">
                            <Form.Item name={[field.name, 'amount']} noStyle rules={AMOUNT_RULES}>
                              <Input placeholder="金额(元)" style={{ width: 160 }} />
                            </Form.Item>
                            <Form.Item name={[field.name, 'rate']} noStyle rules={RATE_RULES}>
                              <Input placeholder="费率" suffix="%" style={{ width: 120 }} />
                            </Form.Item>
                            {fields.length > 1 && (
                              <MinusCircleOutlined aria-label="删除此期" onClick={() => remove(field.name)} />
                            )}
                          </Space>
                        </Form.Item>
                      ))}
                      <Form.Item label=" " colon={false}>
                        <Button
                          type="dashed"
                          icon={<PlusOutlined />}
                          disabled={fields.length >= MAX_INSTALMENT_PERIODS}
                          onClick={() => add({ amount: '', rate: '0' })}
                        >
                          添加一期（最多{MAX_INSTALMENT_PERIODS}期）
                        </Button>
                      </Form.Item>
                    </>
                  )}
                </Form.List>
                <Alert
                  type={sum === priceFen ? 'success' : 'warning'}
                  showIcon
                  data-testid="instalment-sum"
                  title={`首付与各期合计 ${yuanOf(sum)} 元 / 班型价格 ${yuanOf(priceFen)} 元${sum === priceFen ? '' : `，${sum > priceFen ? '超出' : '还差'} ${yuanOf(Math.abs(priceFen - sum))} 元`}`}
                />
              </>
            )}
          </Form>
        ) : (
          <div style={{ minHeight: 120 }} />
        )}
      </Spin>
    </Modal>
  );
}
