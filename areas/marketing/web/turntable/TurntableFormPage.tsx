import { useEffect } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { CHANCE_WHOLE, probabilityError, probabilityOf, TURNTABLE_PRIZES } from '../../domain/turntable';
import { antdRules, toAntdRule } from '@coach/domain/rules/adapters.ts';
import { markRequiring } from '@coach/domain/rules/types.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { ResourceFormPage } from '@coach/web/kit/resource/index.ts';
import { PickerSelect } from '@coach/web/kit/resource/controls/PickerSelect.tsx';
import { prizeTotal } from './prizeTotal';

/**
 * 大转盘 新增/编辑: the generic fields, then the prize layout — 2 to 8 prizes, each a name, a
 * valid coupon (none = 谢谢参与) and a chance in % (up to 4 decimals). The running total is
 * shown against 100% as the user types; the server checks the sum again in millionths. Each
 * input runs the rules the server runs (turntablePrizes.ts), so both say the same words.
 */
const def = resourcesByName.turntable;
const COUPON_PICKER = {
  list: '/api/bbxc/order/inner/coupon/v1/list',
  label: 'couponName',
  params: { status: 1 },
} as const;

/** A name of spaces only is empty, as the server trims it. */
const NAME_RULES = antdRules(rules.requiredText, rules.maxLength(30));
const PROBABILITY_RULES = [
  toAntdRule(markRequiring((value) => probabilityError(typeof value === 'string' ? value.trim() : value))),
];

interface Prize {
  prizeName?: string;
  couponId?: string | null;
  couponName?: string | null;
  probability?: string;
}

export function TurntableFormPage() {
  return (
    <ResourceFormPage def={def} extras={{ extraKeys: ['prizes'] }}>
      {({ locked }) => <PrizeRows locked={locked} />}
    </ResourceFormPage>
  );
}

function PrizeRows({ locked }: { locked: boolean }) {
  const form = Form.useFormInstance();
  const prizes = (Form.useWatch('prizes', form) ?? []) as Prize[];
  const total = prizeTotal(prizes);
  // The list's own message (count, 100 %) is re-checked as soon as the prizes change, so a
  // fixed total clears it without another 保存.
  useEffect(() => {
    if (form.getFieldError('prizes').length)
      void form.validateFields([['prizes']], { recursive: false }).catch(() => undefined);
  }, [form, total, prizes.length]);
  return (
    <Form.Item label="奖品设置" required>
      <Form.List
        name="prizes"
        initialValue={[
          { prizeName: '', couponId: null, probability: '' },
          { prizeName: '谢谢参与', couponId: null, probability: '' },
        ]}
        rules={[
          {
            validator: async (_, value: Prize[] | undefined) => {
              const count = value?.length ?? 0;
              if (count < TURNTABLE_PRIZES.min || count > TURNTABLE_PRIZES.max)
                throw new Error(`请设置${TURNTABLE_PRIZES.min}至${TURNTABLE_PRIZES.max}个奖品`);
              if (prizeTotal(value ?? []) !== CHANCE_WHOLE) throw new Error('中奖概率之和必须等于100%');
            },
          },
        ]}
      >
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.map(({ key, name }, index) => (
              <Space key={key} align="baseline" style={{ display: 'flex', marginBottom: 4 }} wrap>
                <Typography.Text type="secondary" style={{ width: 48, display: 'inline-block' }}>
                  奖品{index + 1}
                </Typography.Text>
                <Form.Item name={[name, 'prizeName']} rules={NAME_RULES} noStyle={false} style={{ marginBottom: 0 }}>
                  <Input
                    placeholder="奖品名称"
                    aria-label={`奖品${index + 1}名称`}
                    style={{ width: 160 }}
                    maxLength={30}
                  />
                </Form.Item>
                <Form.Item name={[name, 'couponId']} style={{ marginBottom: 0, width: 220 }}>
                  <PickerSelect
                    picker={COUPON_PICKER}
                    currentLabel={prizes[index]?.couponName ?? undefined}
                    placeholder="优惠券（不选为谢谢参与）"
                    aria-label={`奖品${index + 1}优惠券`}
                    disabled={locked}
                  />
                </Form.Item>
                <Form.Item name={[name, 'probability']} rules={PROBABILITY_RULES} style={{ marginBottom: 0 }}>
                  <Input
                    suffix="%"
                    placeholder="中奖概率"
                    aria-label={`奖品${index + 1}中奖概率`}
                    style={{ width: 120 }}
                  />
                </Form.Item>
                {rows.length > TURNTABLE_PRIZES.min && (
                  <MinusCircleOutlined aria-label={`删除奖品${index + 1}`} onClick={() => remove(name)} />
                )}
              </Space>
            ))}
            <Space>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={locked || rows.length >= TURNTABLE_PRIZES.max}
                onClick={() => add({ prizeName: '', couponId: null, probability: '' })}
              >
                添加奖品
              </Button>
              <Typography.Text type={total === CHANCE_WHOLE ? 'success' : 'danger'} data-testid="prize-total">
                合计 {probabilityOf(total)}% / 100%
              </Typography.Text>
            </Space>
            <Form.ErrorList errors={errors} />
            {rows.length >= TURNTABLE_PRIZES.max && (
              <Alert type="info" showIcon title={`最多${TURNTABLE_PRIZES.max}个奖品`} style={{ marginTop: 8 }} />
            )}
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
