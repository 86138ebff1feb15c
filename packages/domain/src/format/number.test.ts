import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fenToYuan, mask, thousands, yuanToFen } from './index';

describe('thousands', () => {
  it.each([
    [1234567.5, '1,234,567.5'],
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [-1234567, '-1,234,567'],
    ['1234567.50', '1,234,567.50'],
    [12345678901234567890n, '12,345,678,901,234,567,890'],
    [1e21, '1,000,000,000,000,000,000,000'],
  ])('%s -> %s', (n, text) => {
    expect(thousands(n)).toBe(text);
  });

  it.each([[undefined], [null], [''], [NaN]])('shows - for %j', (n) => {
    expect(thousands(n)).toBe('-');
  });

  it('leaves text that is not a number unchanged', () => {
    expect(thousands('N/A')).toBe('N/A');
  });
});

describe('mask', () => {
  it.each([
    ['13800138000', '138****8000'],
    ['12345678', '123*5678'],
    ['1234567', '1234567'],
    ['11010519491231002X', '110***********002X'],
    [13800138000, '138****8000'],
  ])('%j -> %s', (value, masked) => {
    expect(mask(value)).toBe(masked);
  });

  it('shows - for empty values and leaves values alone when masking is off', () => {
    expect(mask('')).toBe('-');
    expect(mask(null)).toBe('-');
    expect(mask(undefined)).toBe('-');
    expect(mask('13800138000', false)).toBe('13800138000');
  });

  it('keeps length, head and tail, with one star per hidden character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme-ascii' }), (text) => {
        const out = mask(text);
        if (text.trim() === '') {
          // Blank text displays as missing.
          expect(out).toBe('-');
          return;
        }
        if (text.length < 8) {
          expect(out).toBe(text);
          return;
        }
        expect(out).toHaveLength(text.length);
        expect(out.slice(0, 3)).toBe(text.slice(0, 3));
        expect(out.slice(-4)).toBe(text.slice(-4));
        expect(out.slice(3, -4)).toBe('*'.repeat(text.length - 7));
      }),
      { numRuns: 500 },
    );
  });

  it('counts Chinese characters and emoji as one character each', () => {
    expect(mask('张三李四王五赵六')).toBe('张三李*王五赵六');
    expect([...mask('😀😀😀😀😀😀😀😀😀')]).toHaveLength(9);
  });
});

describe('fen and yuan', () => {
  it.each([
    [1230, '12.30'],
    [5, '0.05'],
    [-5, '-0.05'],
    [0, '0.00'],
    ['29', '0.29'],
    [123456789012, '1234567890.12'],
  ])('fenToYuan(%j) -> %s', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it('fenToYuan shows - when missing', () => {
    expect(fenToYuan(undefined)).toBe('-');
    expect(fenToYuan('abc')).toBe('-');
  });

  it.each([
    ['0.29', 29],
    [0.29, 29],
    [1.13, 113],
    ['12.3', 1230],
    ['12', 1200],
    ['-1.5', -150],
    ['.5', 50],
    ['1.005', 101],
    ['1.004', 100],
    ['-0.00', 0],
    [1e-7, 0],
  ])('yuanToFen(%j) -> %i', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it.each([[undefined], [''], ['abc'], ['1.2.3'], ['.']])('yuanToFen(%j) is NaN', (yuan) => {
    expect(yuanToFen(yuan)).toBeNaN();
  });

  it('round-trips every amount exactly (no float error)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
        expect(yuanToFen(Number(fenToYuan(fen)))).toBe(fen);
      }),
      { numRuns: 1000 },
    );
  });
});
