import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { antdRules, ANTD_VALIDATE_TRIGGER, toAntdRule } from './adapters';
import { refineWith, zodCheck } from './zodAdapter';
import { rules } from './index';

describe('antd adapter', () => {
  it('resolves for a valid value and rejects with the rule message', async () => {
    const rule = toAntdRule(rules.mobile);
    await expect(rule.validator({}, '13800138000')).resolves.toBeUndefined();
    await expect(rule.validator({}, '123')).rejects.toThrow(new Error('您输入的手机号不正确!'));
  });

  it('validates on blur and change with the trigger names antd matches', () => {
    expect(ANTD_VALIDATE_TRIGGER).toEqual(['onBlur', 'onChange']);
    const [a, b] = antdRules(rules.required, rules.qq);
    expect(a.validateTrigger).toEqual(['onBlur', 'onChange']);
    expect(a.validateTrigger).not.toBe(b.validateTrigger);
  });

  it('marks only mandatory rules as required (label asterisk)', () => {
    const out = antdRules(rules.required, rules.dateRequired, rules.atLeastOne, rules.mobile, rules.maxLength(3));
    expect(out.map((r) => r.required === true)).toEqual([true, true, true, false, false]);
  });

  it('skips empty values for optional rules', async () => {
    await expect(toAntdRule(rules.email).validator({}, '')).resolves.toBeUndefined();
    await expect(toAntdRule(rules.required).validator({}, '')).rejects.toThrow('该输入项为必填项!');
  });
});

describe('zod adapter', () => {
  it('reports the first failing rule as the issue message', () => {
    const schema = zodCheck(z.string(), rules.mobile, rules.maxLength(3));
    const result = schema.safeParse('123456');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['您输入的手机号不正确!']);
    expect(schema.safeParse('13800138000').success).toBe(false);
  });

  it('lets required see missing values on an optional base', () => {
    const schema = zodCheck(z.string().optional(), rules.required);
    expect(schema.safeParse(undefined).error?.issues[0].message).toBe('该输入项为必填项!');
    expect(schema.safeParse('x').success).toBe(true);
    expect(zodCheck(z.string().optional(), rules.mobile).safeParse(undefined).success).toBe(true);
  });

  it('keeps the field path inside objects', () => {
    const schema = z.object({ phone: zodCheck(z.string(), rules.phoneOrLandline) });
    const issue = schema.safeParse({ phone: 'x' }).error?.issues[0];
    expect(issue?.path).toEqual(['phone']);
    expect(issue?.message).toBe('请输入11位手机号码或座机号码');
  });

  it('refineWith accepts one rule or a list', () => {
    const one = z.string().superRefine(refineWith(rules.noSpaces));
    const list = z.string().superRefine(refineWith([rules.noSpaces, rules.maxLength(2)]));
    expect(one.safeParse('a b').error?.issues[0].message).toBe('不能包含空格');
    expect(list.safeParse('abc').error?.issues[0].message).toBe('最多输入2个字符!');
    expect(list.safeParse('ab').success).toBe(true);
  });

  it('returns the same schema type so it chains', () => {
    const schema = zodCheck(z.string(), rules.courseNo).transform((s) => s.length);
    expect(schema.parse('0123456789')).toBe(10);
  });
});
