import { describe, expect, it } from 'vitest';
import { prizeTotal } from './prizeTotal';
import { CHANCE_WHOLE, probabilityOf } from '../../domain/turntable';

describe('prizeTotal', () => {
  it('adds chances exactly in millionths, 4 decimals like every percentage', () => {
    expect(prizeTotal([{ probability: '33.33' }, { probability: '33.33' }, { probability: '33.34' }])).toBe(
      CHANCE_WHOLE,
    );
    expect(prizeTotal([{ probability: '33.3333' }, { probability: '33.3333' }, { probability: '33.3334' }])).toBe(
      CHANCE_WHOLE,
    );
    expect(prizeTotal([{ probability: '0.1' }, { probability: '99.9' }])).toBe(CHANCE_WHOLE);
    expect(prizeTotal([{ probability: 100 }, { probability: '0' }])).toBe(CHANCE_WHOLE);
  });

  it('leaves out what is not a chance yet (empty, over 100, five decimals)', () => {
    expect(
      prizeTotal([{ probability: '' }, { probability: '101' }, { probability: '1.23456' }, { probability: '50' }]),
    ).toBe(500_000);
    expect(prizeTotal([{ probability: '12.3456' }])).toBe(123_456);
  });

  it('shows a stored chance as typed: 2 decimals at least, 4 at most', () => {
    expect([333_300, 123_456, 123_450, CHANCE_WHOLE, 0].map(probabilityOf)).toEqual([
      '33.33',
      '12.3456',
      '12.345',
      '100.00',
      '0.00',
    ]);
  });
});
