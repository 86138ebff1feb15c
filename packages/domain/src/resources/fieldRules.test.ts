import { describe, expect, it } from 'vitest';
import { firstError, rules } from '../rules';
import { resourcesByName } from './index';
import { isEmptyFor, rulesOfField } from './fieldRules';

describe('rulesOfField', () => {
  it('runs a rule once even when `required` implies what the field lists (账号 角色: 请至少选择一个 once)', () => {
    const roles = resourcesByName.account.fields.find((f) => f.key === 'roleIds')!;
    const list = rulesOfField(roles);
    expect(list.filter((r) => r === rules.atLeastOne)).toHaveLength(1);
    expect(list.map((r) => r([])).filter(Boolean)).toEqual(['请至少选择一个']);
  });
});

describe('required times (issue 38.4)', () => {
  it('answer 请选择时间! on every required date or datetime field, 该输入项为必填项! elsewhere', () => {
    const filing = Object.values(resourcesByName).find((d) =>
      d.fields.some((f) => f.key === 'trainStart' && f.required),
    )!;
    const trainStart = filing.fields.find((f) => f.key === 'trainStart' && f.required)!;
    expect(
      rulesOfField(trainStart)
        .map((r) => r(''))
        .find(Boolean),
    ).toBe('请选择时间!');
    for (const def of Object.values(resourcesByName)) {
      for (const field of def.fields.filter((f) => f.required)) {
        const message = rulesOfField(field)
          .map((r) => r(field.kind === 'ids' ? [] : null))
          .find(Boolean);
        const expected =
          field.kind === 'date' || field.kind === 'datetime'
            ? '请选择时间!'
            : field.kind === 'ids'
              ? '请至少选择一个'
              : '该输入项为必填项!';
        expect(message, `${def.name}.${field.key}`).toBe(expected);
      }
    }
  });
});

describe('required multi-line and rich fields (issue 50.7)', () => {
  it('refuse spaces only and empty paragraphs as a single-line field refuses trimmed spaces', () => {
    const answer = resourcesByName.commonProblem.fields.find((f) => f.key === 'answer')!;
    for (const value of ['', '   ', '\n \n'])
      expect(firstError(value, rulesOfField(answer)), JSON.stringify(value)).toBe('该输入项为必填项!');
    expect(firstError('先报名，再预约', rulesOfField(answer))).toBeUndefined();
    const rich = Object.values(resourcesByName)
      .flatMap((d) => d.fields)
      .filter((f) => f.kind === 'rich' && f.required);
    expect(rich.length).toBeGreaterThan(0);
    for (const field of rich) {
      expect(firstError('<p> </p>', rulesOfField(field)), field.key).toBe('该输入项为必填项!');
      expect(firstError('<p>&nbsp;</p>', rulesOfField(field)), field.key).toBe('该输入项为必填项!');
    }
  });

  it('count an optional multi-line or rich value of spaces as no value, not as text to store', () => {
    const field = (kind: 'textarea' | 'rich' | 'text') => ({ key: 'x', label: 'x', kind });
    expect(isEmptyFor(field('textarea'), '  \n ')).toBe(true);
    expect(isEmptyFor(field('rich'), '<p><br></p>')).toBe(true);
    expect(isEmptyFor(field('rich'), '<p><img src="a.png"></p>')).toBe(false);
    // A single-line field is trimmed by the server before this; spaces are not empty in themselves.
    expect(isEmptyFor(field('text'), '  ')).toBe(false);
  });
});
