import { describe, it, expect } from 'vitest';
import { rules } from './index';

describe('range', () => {
  it.each([[[1, 2]], [['1.5', '2']], [[3, 3]], [[undefined, undefined]], [[null, '']], [undefined], [[]]])(
    'accepts %j',
    (v) => {
      expect(rules.range(v)).toBeUndefined();
    },
  );
  it.each([[[1, undefined]], [[null, 5]], [['', 2]], ['1-2']])('asks for both ends of %j', (v) => {
    expect(rules.range(v)).toBe('请输入范围!');
  });
  it.each([[[0, 5]], [[-1, 2]], [['a', 2]], [[1, '2x']]])('refuses non-positive %j', (v) => {
    expect(rules.range(v)).toBe('只能输入正数字!');
  });
  it.each([[[5, 1]], [['10', '9.5']]])('refuses min > max in %j', (v) => {
    expect(rules.range(v)).toBe('最小值不能大于最大值!');
  });
});

describe('dateRequired', () => {
  it.each([['2026-01-01'], [1700000000], [[1700000000, 1700086400]]])('accepts %j', (v) => {
    expect(rules.dateRequired(v)).toBeUndefined();
  });
  it.each([[undefined], [null], [''], [[]], [[1700000000, null]]])('refuses %j', (v) => {
    expect(rules.dateRequired(v)).toBe('请选择时间!');
  });
});

describe('atLeastOne', () => {
  it.each([[[1]], [['a', 'b']], ['x'], [[0]]])('accepts %j', (v) => {
    expect(rules.atLeastOne(v)).toBeUndefined();
  });
  it.each([[[]], [undefined], [null], [''], [[null, '']]])('refuses %j', (v) => {
    expect(rules.atLeastOne(v)).toBe('请至少选择一个');
  });
});

describe('regionCity', () => {
  it.each([[['11', '1101']], [['11', '1101', '110101']], [undefined], [[]]])('accepts %j', (v) => {
    expect(rules.regionCity(v)).toBeUndefined();
  });
  it.each([[['11']], [['11', '']], ['11']])('refuses %j', (v) => {
    expect(rules.regionCity(v)).toBe('请选择市!');
  });
});
