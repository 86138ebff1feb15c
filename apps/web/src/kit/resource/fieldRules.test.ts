import { describe, expect, it } from 'vitest';
import { firstError } from '@coach/domain/rules/types.ts';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import type { FieldDef } from '@coach/domain/resources/types.ts';
import { antdRulesOfField, rulesOfField } from './fieldRules';
import { bodyOf, fieldOfMessage } from './useResourceSave';

const account = resourcesByName.account;
const field = (key: string) => account.fields.find((f) => f.key === key) as FieldDef;
const check = (key: string, value: unknown) => firstError(value, rulesOfField(field(key)));

describe('form rules of a field (same order as the server)', () => {
  it('required first, then length, then the field rules', () => {
    expect(check('account', '')).toBe('该输入项为必填项!');
    expect(check('account', 'ab')).toBe('字符长度在4至30之间!');
    expect(check('account', 'ab-cd')).not.toBeUndefined();
    expect(check('account', 'abcd')).toBeUndefined();
    expect(check('roleIds', [])).toBe('请至少选择一个');
  });

  it('judges text as the server stores it: trimmed', () => {
    expect(check('account', '   ')).toBe('该输入项为必填项!');
    expect(check('account', ' abcd ')).toBeUndefined();
  });

  it('answers 输入项不能全为空格! for spaces, before trimming and before 必填 (issue 38.3)', () => {
    expect(check('name', '   ')).toBe('输入项不能全为空格!');
    expect(check('name', '\u3000')).toBe('输入项不能全为空格!');
    expect(check('name', '')).toBe('该输入项为必填项!');
    expect(check('name', ' 王运营 ')).toBeUndefined();
    const manager = resourcesByName.store.fields.find((f) => f.key === 'managerName')!;
    expect(firstError('  ', rulesOfField(manager))).toBe('输入项不能全为空格!');
    expect(firstError('', rulesOfField(manager))).toBeUndefined();
  });

  it('asks for a required time with 请选择时间! (issue 38.4)', () => {
    const validStart = resourcesByName.coupon.fields.find((f) => f.key === 'validStart')!;
    expect(firstError(undefined, rulesOfField(validStart))).toBe('请选择时间!');
    expect(firstError(1_767_225_600, rulesOfField(validStart))).toBeUndefined();
  });

  it('lets a masked phone stay masked, checks a retyped one', () => {
    expect(check('mobile', '139****0001')).toBeUndefined();
    expect(check('mobile', '1390000')).toBe('您输入的手机号不正确!');
  });
});

/** Every message antd would list under the item: each of its rules that rejects. */
async function shownMessages(field: FieldDef, value: unknown): Promise<string[]> {
  const answers = await Promise.allSettled(antdRulesOfField(field).map((r) => r.validator(r, value)));
  return answers.flatMap((a) => (a.status === 'rejected' ? [(a.reason as Error).message] : []));
}

describe('what the form shows under a field', () => {
  it('one message for spaces in a required field, not 输入项不能全为空格! and 该输入项为必填项! both', async () => {
    expect(await shownMessages(field('name'), '   ')).toEqual(['输入项不能全为空格!']);
    expect(await shownMessages(field('name'), '')).toEqual(['该输入项为必填项!']);
    expect(await shownMessages(field('name'), '王运营')).toEqual([]);
    // A wrong phone too short: its first failure only, as the server answers it.
    expect(await shownMessages(field('mobile'), '1390000')).toEqual(['您输入的手机号不正确!']);
  });

  it('keeps the asterisk of a required field and none on an optional one', () => {
    expect(antdRulesOfField(field('name')).some((r) => r.required)).toBe(true);
    const manager = resourcesByName.store.fields.find((f) => f.key === 'managerName')!;
    expect(antdRulesOfField(manager).some((r) => r.required)).toBe(false);
  });
});

describe('what a save sends', () => {
  it('trims, leaves out read-only fields and an unchanged masked phone', () => {
    const initial = { mobile: '139****0001', disable: 0 };
    const body = bodyOf(
      account,
      { name: ' 王运营 ', mobile: '139****0001', disable: 1, roleIds: ['2'] },
      false,
      initial,
    );
    expect(body).toEqual({ name: '王运营', roleIds: ['2'] });
  });

  it('finds the field a server message names', () => {
    expect(fieldOfMessage(account, '登录账号：字符长度在4至30之间!')).toEqual({
      key: 'account',
      text: '字符长度在4至30之间!',
    });
    expect(fieldOfMessage(account, '登录账号已存在')).toEqual({ key: 'account', text: '登录账号已存在' });
    expect(fieldOfMessage(account, '角色不存在或已删除')).toBeUndefined();
  });
});
