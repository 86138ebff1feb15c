import { describe, expect, it } from 'vitest';
import { rowLinkUrl, transitionApplies } from '@coach/domain/resources/types.ts';
import { settlementOf } from './options';
import { coachStatement } from './statement';
import { timeworkOrder } from './booking';
import { TIMED_CLASS_RESOURCES } from './index';

describe('计时班 definitions', () => {
  it('pays the coach 70% of a line, rounded half up to the fen', () => {
    expect([settlementOf(12000), settlementOf(1), settlementOf(3), settlementOf(0)]).toEqual([8400, 1, 2, 0]);
  });

  it('links a statement row to its line pages by its number', () => {
    const [income] = coachStatement.links!;
    expect(rowLinkUrl(income, { id: '9', statementNo: 'ST202611-5' })).toBe(
      '/timedClass/statementList/totalIncome?statementNo=ST202611-5',
    );
  });

  it('offers 完成 only once the lesson has begun, and only of a booked lesson', () => {
    const finish = timeworkOrder.transitions!.find((t) => t.name === 'finish')!;
    expect(transitionApplies(finish, { status: 1, startTime: 1000 }, 999)).toBe(false);
    expect(transitionApplies(finish, { status: 1, startTime: 1000 }, 1000)).toBe(true);
    expect(transitionApplies(finish, { status: 3, startTime: 1000 }, 2000)).toBe(false);
  });

  it('sums only fields it declares, and each line page filters by the statement number', () => {
    for (const def of TIMED_CLASS_RESOURCES) {
      for (const key of def.listTotals ?? [])
        expect(
          def.fields.some((f) => f.key === key && (f.kind === 'money' || f.kind === 'int')),
          `${def.name}.${key}`,
        ).toBe(true);
      for (const link of def.links ?? [])
        for (const key of Object.values(link.query))
          expect(key === 'id' || def.fields.some((f) => f.key === key), `${def.name} link ${key}`).toBe(true);
    }
  });
});
