import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { antdRulesOfField } from './fieldRules';

// Spec §5 takes an ID number without its check character (issue 38.5): a wrong one is shown
// beside the field as a warning, and the form still submits; a month of 13 is refused.
const idCard = resourcesByName.coach.fields.find((f) => f.key === 'idCard')!;

function renderField() {
  let form!: FormInstance;
  function Harness() {
    [form] = Form.useForm();
    return (
      <Form form={form}>
        <Form.Item name="idCard" label="身份证号" rules={antdRulesOfField(idCard)}>
          <Input aria-label="身份证号" />
        </Form.Item>
      </Form>
    );
  }
  render(<Harness />);
  return () => form;
}

async function type(value: string) {
  await act(async () => fireEvent.change(screen.getByLabelText('身份证号'), { target: { value } }));
}

describe('身份证号 on a form', () => {
  it('warns about a wrong check character and still submits', async () => {
    const form = renderField();
    await type('320106199001011230');
    expect(await screen.findByText('身份证号校验位不符，请核对（仍可保存）')).toBeTruthy();
    await expect(form().validateFields()).resolves.toEqual({ idCard: '320106199001011230' });
  });

  it('says nothing about a right one, refuses what the spec refuses', async () => {
    const form = renderField();
    await type('11010519491231002X');
    await expect(form().validateFields()).resolves.toEqual({ idCard: '11010519491231002X' });
    expect(screen.queryByText('身份证号校验位不符，请核对（仍可保存）')).toBeNull();
    await type('320106199013011230');
    await expect(form().validateFields()).rejects.toMatchObject({ errorFields: [{ errors: ['身份证号输入错误!'] }] });
  });
});
