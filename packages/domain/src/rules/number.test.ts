import { describe, it, expect } from 'vitest';
import { rules, type Rule } from './index';

type Case = [name: string, rule: Rule, message: string, accepted: unknown[], refused: unknown[]];

const cases: Case[] = [
  [
    'decimal',
    rules.decimal,
    '请输入0-1000000之间的数字',
    ['0', '1000000', '999999.99', 12.5, '0.5'],
    ['1000000.01', '-1', '1.234', '01', '1.', 'abc', '1e3', ' 1'],
  ],
  [
    'bigDecimal',
    rules.bigDecimal,
    '请输入0.01-999999999.99之间的数字,最多两位小数',
    ['0.01', '999999999.99', 1],
    ['0', '0.00', '1000000000', '1.001', '-5'],
  ],
  ['positiveInt', rules.positiveInt, '请输入1-99999999之间的整数', ['1', 99999999], ['0', '100000000', '1.5', '-1']],
  ['intRange(1, 10)', rules.intRange(1, 10), '请输入1-10之间的整数', ['1', '10', 5], ['0', '11', '1.5', 'a']],
  ['intRange(5)', rules.intRange(5), '请输入不小于5的整数', ['5', '123456'], ['4', '-5']],
  ['intRange(undefined, 5)', rules.intRange(undefined, 5), '请输入不大于5的整数', ['5', '-100'], ['6']],
  ['intRange()', rules.intRange(), '只能输入整数', ['-3', '0'], ['1.5']],
  [
    'rent',
    rules.rent,
    '请输入10-9999.99之间的数字,最多两位小数',
    ['10', '9999.99', 500.5],
    ['9.99', '10000', '10.001'],
  ],
  [
    'number0_01to999',
    rules.number0_01to999,
    '请输入0.01-999之间的数字,最多两位小数',
    ['0.01', '999', '1.5', '1.500'],
    ['0', '999.01', '0.001', '0.0010'],
  ],
  // Stored in numeric(5,2), a rate comes back as "9.50": one decimal by value.
  [
    'discountRate',
    rules.discountRate,
    '请输入0.1-9.9之间的折扣，最多1位小数',
    ['0.1', '9.9', '9.50', '8.00', 8.5, '9'],
    ['0', '0.05', '10', '9.95', '9.55', '1.', 'abc'],
  ],
  [
    'money4',
    rules.money4,
    '请输入0-9999.99之间的数字,最多两位小数',
    ['0', '9999.99', '0.5'],
    ['10000', '-0.01', '1.001'],
  ],
  ['int1to999', rules.int1to999, '请输入1-999之间的整数', ['1', '999'], ['0', '1000', '9.5']],
  ['int1to9999', rules.int1to9999, '请输入1-9999之间的整数', ['1', '9999'], ['0', '10000']],
  ['int1to999999', rules.int1to999999, '请输入1-999999之间的整数', ['1', '999999'], ['0', '1000000']],
  ['int1to30', rules.int1to30, '请输入1-30之间的整数', ['1', '30'], ['0', '31']],
  ['int1to100', rules.int1to100, '请输入1-100之间的整数', ['1', '100'], ['0', '101']],
  ['int0to1000', rules.int0to1000, '请输入0-1000之间的整数', ['0', '1000'], ['-1', '1001', '01']],
  ['int1to1000', rules.int1to1000, '请输入1-1000之间的整数', ['1', '1000'], ['0', '1001']],
  [
    'percentage',
    rules.percentage,
    '请输入0-100之间的数字,最多四位小数',
    ['0', '100', '99.9999', '12.5'],
    ['100.0001', '-1', '1.23456'],
  ],
  [
    'amount',
    rules.amount,
    '请输入正确的金额,最多两位小数',
    ['-12.34', '+5', '0', '12.3', -7.5],
    ['1.234', '--1', 'abc', '1,000'],
  ],
  ['integer', rules.integer, '只能输入整数', ['0', '-5', '123', -7], ['1.5', '-0', '01', 'a']],
  ['positiveOnly', rules.positiveOnly, '只能输入正数', ['0.5', '3', 2.25], ['0', '-1', 'abc', '0.0']],
];

describe.each(cases)('%s', (_name, rule, message, accepted, refused) => {
  it.each(accepted.map((v) => [v]))('accepts %j', (value) => {
    expect(rule(value)).toBeUndefined();
  });
  it.each(refused.map((v) => [v]))('refuses %j', (value) => {
    expect(rule(value)).toBe(message);
  });
});

describe('number inputs', () => {
  it('treats NaN and Infinity as not numbers', () => {
    expect(rules.decimal(NaN)).toBe('请输入0-1000000之间的数字');
    expect(rules.integer(Infinity)).toBe('只能输入整数');
  });
});
