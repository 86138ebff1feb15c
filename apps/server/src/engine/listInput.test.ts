import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FieldDef } from '@coach/domain';
import { eqFilterValue, filterText, listParams, strictInt, timeBound } from './listInput';
import { checkField } from './inputSchema';

const status: FieldDef = {
  key: 'status',
  label: '状态',
  kind: 'enum',
  options: [
    { value: 0, label: '下架' },
    { value: 1, label: '上架' },
  ],
  search: 'eq',
};
const carType: FieldDef = { key: 'carType', label: '准驾车型', kind: 'carType', search: 'eq' };
const schoolId: FieldDef = { key: 'schoolId', label: '所属驾校', kind: 'text', search: 'eq' };
const sort: FieldDef = { key: 'sort', label: '排序', kind: 'int' };
const name: FieldDef = { key: 'name', label: '名称', kind: 'text' };
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('list bodies', () => {
  it('takes integers and their digits, nothing Number() would coerce', () => {
    expect([strictInt(3), strictInt('42'), strictInt(' 7 '), strictInt(-2)]).toEqual([3, 42, 7, -2]);
    for (const bad of [true, false, [], [1], {}, '1abc', '', '1.5', 1.5, 1e308, '1e3', null, undefined, '１２'])
      expect(strictInt(bad)).toBeUndefined();
  });

  it('defaults the page, refuses pages out of range with the limits in the message', () => {
    expect(listParams(undefined)).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(listParams({ pageNum: '', pageSize: null })).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(listParams({ pageNum: '3', pageSize: 500 })).toMatchObject({ pageNum: 3, pageSize: 500 });
    for (const pageNum of [0, 10_001, 1e308, 'abc', true, [], 2.5])
      expect(refusal(() => listParams({ pageNum }))).toBe('页码必须是1到10000之间的整数');
    for (const pageSize of [0, 501, -1, '1abc', {}])
      expect(refusal(() => listParams({ pageSize }))).toBe('每页条数必须是1到500之间的整数');
    expect(refusal(() => listParams([1, 2]))).toBe('请求参数错误');
  });

  it('keeps an eq filter to the declared values and names the field', () => {
    expect(eqFilterValue(status, '1')).toBe(1);
    expect(eqFilterValue(carType, 20)).toBe(20);
    expect(eqFilterValue(schoolId, '12')).toBe('12');
    for (const bad of ['abc', 7, true, [], -100])
      expect(refusal(() => eqFilterValue(status, bad))).toBe('状态的值不正确');
    expect(refusal(() => eqFilterValue(carType, -100))).toBe('准驾车型的值不正确');
    expect(refusal(() => eqFilterValue(carType, 'x'))).toBe('准驾车型的值不正确');
    expect(refusal(() => eqFilterValue(schoolId, '1 OR 1=1'))).toBe('所属驾校的值不正确');
  });

  it('refuses control characters and over-long text in filters, and bad time bounds', () => {
    expect(filterText('名称', '驾校 A')).toBe('驾校 A');
    expect(refusal(() => filterText('名称', 'a\u0000b'))).toBe('名称包含非法字符');
    expect(refusal(() => filterText('名称', 'x'.repeat(101)))).toBe('名称最多100个字符');
    expect(refusal(() => filterText('名称', { $gt: '' }))).toBe('名称的值不正确');
    expect(timeBound('', '开始时间')).toBeUndefined();
    expect(refusal(() => timeBound(-5, '开始时间'))).toBe('开始时间的值不正确');
    expect(refusal(() => timeBound('2026-11-25', '结束时间'))).toBe('结束时间的值不正确');
  });

  it('never throws anything but a message for any JSON value (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const run of [
          () => listParams({ pageNum: value, pageSize: value }),
          () => eqFilterValue(status, value),
          () => eqFilterValue(schoolId, value),
          () => filterText('名称', value),
          () => timeBound(value, '开始时间'),
        ]) {
          const message = refusal(run);
          if (message !== undefined) expect(message).toMatch(/[\u4e00-\u9fa5]/);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('form values', () => {
  it('stores only declared car types and real integers', () => {
    expect(checkField(carType, 1)).toEqual({ value: 1 });
    expect(checkField(carType, -100).error).toBe('准驾车型：选项不存在');
    expect(checkField(carType, '1abc').error).toBe('准驾车型：选项不存在');
    expect(checkField(sort, '12')).toEqual({ value: 12 });
    for (const bad of [true, [3], '1abc', 1.5, 1e308]) expect(checkField(sort, bad).error).toBe('排序：请输入整数');
    expect(checkField(status, true).error).toBe('状态：选项不存在');
  });

  it('refuses a NUL byte in text, keeps line breaks in a text area', () => {
    expect(checkField(name, 'a\u0000b').error).toBe('名称：包含非法字符');
    expect(checkField({ ...name, kind: 'textarea' }, '第一行\n第二行')).toEqual({ value: '第一行\n第二行' });
  });
});
