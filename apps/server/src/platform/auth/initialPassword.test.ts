import { describe, expect, it } from 'vitest';
import { rules } from '@coach/domain';
import { initialPassword } from './initialPassword';

describe('initialPassword', () => {
  it('always satisfies the password rule and differs each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const p = initialPassword();
      expect(rules.password(p)).toBeUndefined();
      seen.add(p);
    }
    expect(seen.size).toBe(500);
  });
});
