import { describe, expect, it } from 'vitest';
import { jobIdOf } from './jobQueue';

describe('a job id derived from its work', () => {
  it('is the same UUID for the same work and another for other work', () => {
    const id = jobIdOf('filing:student:42:1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdOf('filing:student:42:1')).toBe(id);
    expect(new Set(['filing:student:42:2', 'filing:coach:42:1', 'filing:student:421:1'].map(jobIdOf)).has(id)).toBe(
      false,
    );
  });
});
