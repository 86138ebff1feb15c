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
