import { describe, expect, it } from 'vitest';
import { CALLS } from './index';
import { readCallPattern, readCalls, writesBeforeAnswer } from '../calls/readCalls';
import { REPORTS } from '../reports';

describe('readCalls', () => {
  const reads = readCalls();
  const kindOf = new Map(CALLS.map((c) => [c.path, c.action]));

  it('holds the lists, details, exports, trees and report figures of the definitions', () => {
    expect(reads).toContain('/api/system/inner/operationLog/v1/list');
    expect(reads).toContain('/api/system/inner/operationLog/v1/detail');
    expect(reads).toContain('/api/system/inner/operationLog/v1/export');
    expect(reads.length).toBeGreaterThan(200);
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('holds no call the spec table names as a write', () => {
    const writes = new Set([
      'create',
      'update',
      'status',
      'delete',
      'move',
      'enable',
      'disable',
      'release',
      'withdraw',
      'import',
      'upload',
      'auth',
    ]);
    const wrong = reads.filter((path) => writes.has(kindOf.get(path) ?? ''));
    expect(wrong).toEqual([]);
  });

  it('leaves out the reports that freeze months before answering', () => {
    const freezing = REPORTS.filter(writesBeforeAnswer);
    expect(freezing.length).toBeGreaterThan(0);
    for (const def of freezing) expect(reads).not.toContain(def.api.stat);
  });

  it('matches a path parameter by pattern', () => {
    const pattern = new RegExp(readCallPattern('/api/filing/:subpath/list'));
    expect(pattern.test('/api/filing/pt/list')).toBe(true);
    expect(pattern.test('/api/filing/pt/x/list')).toBe(false);
    expect(pattern.test('/api/filing/pt/list/save')).toBe(false);
  });
});
