import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientConfig } from '../../layout/queryClient';
import { ResourceFormFields } from './ResourceFormFields';
import { bodyOf } from './useResourceSave';

// Issue 15: the coupon form showed every amount field whatever the coupon type.
const coupon = resourcesByName.coupon;

function CouponForm({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form} initialValues={{ couponType: 1, classScope: 1 }}>
      <ResourceFormFields def={coupon} creating />
    </Form>
  );
}

const shown = (label: string) => screen.queryByText(label, { selector: 'label' }) !== null;

describe('coupon form by type', () => {
  it('shows the fields of the chosen type only', async () => {
    let form!: FormInstance;
    render(
      <QueryClientProvider client={new QueryClient(queryClientConfig)}>
        <CouponForm onForm={(f) => (form = f)} />
      </QueryClientProvider>,
    );
    expect([
      shown('使用门槛(元)'),
      shown('优惠金额(元)'),
      shown('折扣(折)'),
      shown('最高优惠(元)'),
      shown('指定班型'),
    ]).toEqual([true, true, false, false, false]);
    await act(async () => form.setFieldsValue({ couponType: 2 }));
    expect([shown('使用门槛(元)'), shown('优惠金额(元)'), shown('折扣(折)'), shown('最高优惠(元)')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    await act(async () => form.setFieldsValue({ couponType: 3, classScope: 2 }));
    expect([shown('使用门槛(元)'), shown('优惠金额(元)'), shown('折扣(折)'), shown('指定班型')]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('leaves a hidden field out of what is sent', () => {
    const body = bodyOf(
      coupon,
      { couponName: '无门槛50元', couponType: 3, thresholdAmount: '3000', discountAmount: '50' },
      true,
    );
    expect(body).toMatchObject({ couponType: 3, discountAmount: '50' });
    expect('thresholdAmount' in body).toBe(false);
  });
});
