import { describe, expect, it } from 'vitest';
import { prizeTotal } from './prizeTotal';

describe('prizeTotal', () => {
  it('adds chances exactly in basis points', () => {
    expect(prizeTotal([{ probability: '33.33' }, { probability: '33.33' }, { probability: '33.34' }])).toBe(10000);
    expect(prizeTotal([{ probability: '0.1' }, { probability: '99.9' }])).toBe(10000);
    expect(prizeTotal([{ probability: 100 }, { probability: '0' }])).toBe(10000);
  });

  it('leaves out what is not a chance yet (empty, over 100, three decimals)', () => {
    expect(
      prizeTotal([{ probability: '' }, { probability: '101' }, { probability: '1.234' }, { probability: '50' }]),
    ).toBe(5000);
  });
});
