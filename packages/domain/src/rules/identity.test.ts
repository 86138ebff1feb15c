import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ID_PROVINCE_CODES, idCardWarning, idCheckChar, isValidIdCard, luhnValid, rules, type Rule } from './index';

type Case = [name: string, rule: Rule, message: string, accepted: unknown[], refused: unknown[]];

const ID_MESSAGE = '身份证号输入错误!';

const cases: Case[] = [
  [
    'idCard',
    rules.idCard,
    ID_MESSAGE,
    [
      '11010519491231002X',
      '11010519491231002x',
      '440305199001011234'.slice(0, 17) + idCheckChar('44030519900101123'),
      '110105491231002',
      // What the spec accepts and the rule used to refuse (issue 38.5): a wrong check
      // character (a warning now), no such province, 30 February, a year before 1900.
      '110105194912310021',
      '99010519491231002X'.slice(0, 17) + idCheckChar('99010519491231002'),
      '110105194902300' + '12' + idCheckChar('11010519490230012'),
      '11010518991231' + '001' + idCheckChar('11010518991231001'),
    ],
    [
      '1101051949123100', // 16 characters
      '110105491331002', // 15-digit form, month 13
      '110105194913310021', // 18-digit form, month 13
      '110105299901010021', // born in 2999
      '11010519491231002Y',
      ' 11010519491231002X',
      11010519491231002,
    ],
  ],
  ['idCardOrEmpty', rules.idCardOrEmpty, ID_MESSAGE, ['11010519491231002X', ''], ['110105194913310021']],
  [
    'bankCard',
    rules.bankCard,
    '银行卡输入错误!',
    ['4111111111111111', '6011000990139424', '378282246310005', '6222020200000000121', '123456789015'],
    ['4111111111111112', '41111111111', '41111111111111111111', '4111 1111 1111 1111'],
  ],
  ['qq', rules.qq, '您输入的QQ号不正确!', ['10000', '1234567890', 123456], ['01234', '1234', '12345678901', '12a45']],
  [
    'mobile',
    rules.mobile,
    '您输入的手机号不正确!',
    ['13800138000', '19912345678', '11012345678', 13800138000],
    ['10012345678', '1380013800', '138001380001', '23800138000', '+8613800138000'],
  ],
  [
    'phoneOrLandline',
    rules.phoneOrLandline,
    '请输入11位手机号码或座机号码',
    ['13800138000', '010-12345678', '0755-1234567', '02112345678'],
    ['12345678', '010-123456', '0101-123456789', '1380013800', '10-12345678'],
  ],
];

describe.each(cases)('%s', (_name, rule, message, accepted, refused) => {
  it.each(accepted.map((v) => [v]))('accepts %j', (value) => {
    expect(rule(value)).toBeUndefined();
  });
  it.each(refused.map((v) => [v]))('refuses %j', (value) => {
    expect(rule(value)).toBe(message);
  });
});

describe('idCard birth year and month (spec: year not in the future, month at most 12)', () => {
  // 2026-01-01 00:30 in Shanghai is still 2025-12-31 in UTC: "this year" must be Shanghai's.
  const now = Date.UTC(2025, 11, 31, 16, 30);
  const withBirth = (yyyymmdd: string) => {
    const first17 = '110105' + yyyymmdd + '123';
    return first17 + idCheckChar(first17);
  };

  it('accepts a birth year of this year in Asia/Shanghai, refuses a later one', () => {
    expect(isValidIdCard(withBirth('20261231'), now)).toBe(true);
    expect(isValidIdCard(withBirth('20270101'), now)).toBe(false);
    expect(isValidIdCard(withBirth('20260101'), Date.UTC(2025, 11, 31, 15, 59))).toBe(false);
  });

  it('asks no more of the date than the spec: month at most 12', () => {
    expect(isValidIdCard(withBirth('20010229'), now)).toBe(true);
    expect(isValidIdCard(withBirth('19001231'), now)).toBe(true);
    expect(isValidIdCard(withBirth('19491301'), now)).toBe(false);
  });
});

describe('idCard check character: a warning, not a refusal', () => {
  it('warns on an 18-character number whose check character does not match, only then', () => {
    expect(rules.idCard('110105194912310021')).toBeUndefined();
    expect(idCardWarning('110105194912310021')).toBe('身份证号校验位不符，请核对（仍可保存）');
    expect(idCardWarning('11010519491231002X')).toBeUndefined();
    expect(idCardWarning('11010519491231002x')).toBeUndefined();
    expect(idCardWarning('110105491231002')).toBeUndefined();
    expect(idCardWarning('1101051949')).toBeUndefined();
    expect(idCardWarning('')).toBeUndefined();
  });
});

/** Valid 18-character numbers from a random region, birth date and sequence. */
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(1900, 0, 1);
const TODAY = Date.UTC(2026, 0, 1);
const idParts = fc.record({
  province: fc.constantFrom(...ID_PROVINCE_CODES),
  district: fc.integer({ min: 0, max: 9999 }),
  day: fc.integer({ min: 0, max: Math.floor((TODAY - FIRST_DAY) / DAY_MS) }),
  sequence: fc.integer({ min: 0, max: 999 }),
});
const first17Of = (p: { province: string; district: number; day: number; sequence: number }) => {
  const birth = new Date(FIRST_DAY + p.day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return p.province + String(p.district).padStart(4, '0') + birth + String(p.sequence).padStart(3, '0');
};

describe('idCard properties', () => {
  it('accepts every generated valid number', () => {
    fc.assert(
      fc.property(idParts, (p) => {
        const first17 = first17Of(p);
        expect(rules.idCard(first17 + idCheckChar(first17))).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every number whose check character is changed, with a warning', () => {
    fc.assert(
      fc.property(idParts, fc.constantFrom(...'0123456789X'), (p, other) => {
        const first17 = first17Of(p);
        fc.pre(other !== idCheckChar(first17));
        expect(rules.idCard(first17 + other)).toBeUndefined();
        expect(idCardWarning(first17 + other)).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });

  it('accepts the old 15-digit form for any real 19xx birth date', () => {
    fc.assert(
      fc.property(idParts, (p) => {
        const d = new Date(Date.UTC(1900, 0, 1) + (p.day % 36524) * DAY_MS).toISOString();
        const yymmdd = d.slice(2, 4) + d.slice(5, 7) + d.slice(8, 10);
        const id = p.province + String(p.district).padStart(4, '0') + yymmdd + String(p.sequence).padStart(3, '0');
        expect(rules.idCard(id)).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});

/** Appends the Luhn check digit to a payload. */
function withLuhn(payload: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(payload + d)) return payload + d;
  throw new Error('unreachable: one digit always completes a Luhn number');
}

const cardPayload = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 });

describe('bankCard properties', () => {
  it('accepts every generated Luhn-valid number of 12-19 digits', () => {
    fc.assert(
      fc.property(cardPayload, (payload) => {
        expect(rules.bankCard(withLuhn(payload))).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('refuses every single-digit change', () => {
    fc.assert(
      fc.property(cardPayload, fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, delta) => {
        const card = withLuhn(payload);
        const i = at % card.length;
        const changed = card.slice(0, i) + ((Number(card[i]) + delta) % 10) + card.slice(i + 1);
        expect(rules.bankCard(changed)).toBe('银行卡输入错误!');
      }),
      { numRuns: 500 },
    );
  });
});
