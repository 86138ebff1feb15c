import { describe, expect, it } from 'vitest';
import { rules } from '../rules';
import { resourcesByName } from './index';
import { rulesOfField } from './fieldRules';

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
