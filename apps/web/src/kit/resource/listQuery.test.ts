import { describe, expect, it } from 'vitest';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { listBody, parseListState, toSearchParams, viewParamsOf } from './listQuery';
import { pickerOfSeconds, secondsOfPicker } from './timeValues';

const def = resourcesByName.account;

describe('list state in the query', () => {
  it('reads filters by kind: text as text, enum as numbers, range as seconds', () => {
    const state = parseListState(
      def,
      new URLSearchParams('account=ab&enterpriseType=2&disable=x&startTime=1767196800&pageNum=2&pageSize=50'),
    );
    expect(state).toEqual({
      pageNum: 2,
      pageSize: 50,
      filters: { account: 'ab', enterpriseType: 2, startTime: 1767196800 },
    });
  });

  it('falls back to page 1 and size 10 on nonsense', () => {
    expect(parseListState(def, new URLSearchParams('pageNum=-3&pageSize=7'))).toMatchObject({
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('writes only set filters, keeps foreign parameters and drops noCache', () => {
    const next = toSearchParams(
      def,
      { pageNum: 1, pageSize: 20, filters: { account: 'ab', disable: null, name: '  ' } },
      new URLSearchParams('parentName=x&noCache=true&name=old'),
    );
    expect(Object.fromEntries(next)).toEqual({ parentName: 'x', account: 'ab', pageNum: '1', pageSize: '20' });
  });

  it('sends 全部 (null) as no filter at all', () => {
    expect(listBody({ pageNum: 1, pageSize: 10, filters: { disable: null, account: ' a ' } })).toEqual({
      pageNum: 1,
      pageSize: 10,
      account: 'a',
    });
  });

  it('names every view parameter (what the keep-alive cache ignores)', () => {
    expect(viewParamsOf(def)).toEqual([
      'pageNum',
      'pageSize',
      'account',
      'name',
      'mobile',
      'enterpriseType',
      'disable',
      'startTime',
      'endTime',
    ]);
  });

  it('gives a second date range keys of its own (订单管理: 支付时间 then 下单时间)', () => {
    const orders = resourcesByName.generalOrder;
    expect(viewParamsOf(orders)).toEqual(
      expect.arrayContaining(['startTime', 'endTime', 'createTimeStart', 'createTimeEnd']),
    );
    const state = parseListState(
      orders,
      new URLSearchParams('startTime=1767196800&createTimeStart=1764518400&createTimeEnd=1767196799'),
    );
    expect(state.filters).toEqual({ startTime: 1767196800, createTimeStart: 1764518400, createTimeEnd: 1767196799 });
  });

  it('keeps text codes of option lists as text (operation-log resource names)', () => {
    const log = {
      ...resourcesByName.operationLog,
      fields: [
        {
          key: 'resource',
          label: '对象',
          kind: 'enum' as const,
          search: 'eq' as const,
          options: [{ value: 'account', label: '账号' }],
        },
      ],
    };
    expect(parseListState(log, new URLSearchParams('resource=account')).filters).toEqual({ resource: 'account' });
  });
});

describe('picker values are Shanghai days', () => {
  it('a picked day runs from 00:00:00 to 23:59:59 Shanghai time', () => {
    const day = pickerOfSeconds(1767196800)!; // 2026-01-01 00:00:00 +08:00
    expect(day.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-01-01 00:00:00');
    expect(secondsOfPicker(day, 'start')).toBe(1767196800);
    expect(secondsOfPicker(day, 'end')).toBe(1767196800 + 86399);
  });

  it('nothing picked is no value', () => {
    expect(pickerOfSeconds(null)).toBeNull();
    expect(pickerOfSeconds(0)).toBeNull();
    expect(secondsOfPicker(null)).toBeUndefined();
  });
});
