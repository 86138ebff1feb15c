import { describe, expect, it } from 'vitest';
import { detailColumns, RESOURCES } from './index';
import { isPhoneField, phoneQuery, searchModeOf } from './phoneSearch';

describe('phone search', () => {
  it('reads the digits typed: a prefix, and for exactly 4 also the last 4 (尾号)', () => {
    expect(phoneQuery('138')).toEqual({ prefix: '138' });
    expect(phoneQuery('5678')).toEqual({ prefix: '5678', suffix: '5678' });
    expect(phoneQuery(' 138-0013 ')).toEqual({ prefix: '1380013' });
    expect(phoneQuery('   ')).toBeUndefined();
    expect(phoneQuery('13a8')).toBeNull();
    expect(phoneQuery('1'.repeat(21))).toBeNull();
  });

  it('is how every searched masked phone field of the catalogue is searched, never a contains-search', () => {
    const phones = RESOURCES.flatMap((d) => d.fields.filter((f) => f.search && isPhoneField(f)));
    // 学员查询, 订单管理, 计时订单, 教练 … : dozens of lists, not one.
    expect(phones.length).toBeGreaterThan(20);
    expect(phones.every((f) => searchModeOf(f) === 'phone')).toBe(true);
    // An ID card is masked too, but no phone: still a contains-search.
    expect(searchModeOf({ key: 'idCard', kind: 'text', masked: true, search: 'like' })).toBe('like');
  });
});

describe('detail tables of another resource (from)', () => {
  it("take their columns from the other resource's fields, the `opens` one linking to the row's detail", () => {
    const sourced = RESOURCES.flatMap((d) => (d.detailTables ?? []).filter((t) => t.from));
    expect(sourced.length).toBeGreaterThan(0);
    for (const table of sourced) expect(detailColumns(table).map((c) => c.key)).toEqual(table.from!.fields);
    const student = RESOURCES.find((d) => d.name === 'student')!;
    const orders = detailColumns(student.detailTables!.find((t) => t.key === 'orders')!);
    expect(orders.find((c) => c.key === 'orderNo')?.opens).toEqual({ resource: 'generalOrder', idKey: 'id' });
    expect(orders.find((c) => c.key === 'refundedAmount')?.label).toBe('已退金额(元)');
  });

  it('name resources and fields that exist, or say which is missing', () => {
    expect(() => detailColumns({ key: 'x', title: 'x', from: { resource: 'nope', column: 'a', fields: [] } })).toThrow(
      /nope/,
    );
    expect(() =>
      detailColumns({ key: 'x', title: 'x', from: { resource: 'generalOrder', column: 'a', fields: ['nope'] } }),
    ).toThrow(/nope/);
  });
});
