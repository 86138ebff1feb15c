import { exerciseProblems, normaliseAnswer } from '../domain';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, type EngineContext, type ResourceHooks } from '@coach/server/engine/index.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { courseNode } from './courseNodes';

/** Tidies what a person typed (ac → AC) and says what is wrong, if anything. */
function checked(values: Record<string, unknown>): string[] {
  if (typeof values.answer === 'string') values.answer = normaliseAnswer(values.answer);
  // A true/false question's options are the words themselves.
  if (Number(values.type) === 3)
    Object.assign(values, { optionA: '正确', optionB: '错误', optionC: null, optionD: null });
  return exerciseProblems(values);
}

/** The chapter fixes the bank: an exercise takes its category and subject. */
async function chapterValues(tx: Db, ctx: EngineContext, chapterId: unknown) {
  const node = await courseNode(tx, ctx, chapterId, '章节');
  return { chapterId: String(node.id), carType: node.carType, subject: node.subject };
}

const hooks: ResourceHooks = {
  async beforeSave({ tx, ctx, values, creating, before }) {
    if (creating) Object.assign(values, await chapterValues(tx, ctx, values.chapterId));
    else delete values.chapterId;
    // An edit is checked as the whole question it makes (what it changes over what it keeps).
    const whole = creating ? values : { ...before, ...values };
    const problems = checked(whole);
    if (problems.length) throw new BizError(problems[0]);
    for (const key of ['answer', 'optionA', 'optionB', 'optionC', 'optionD'])
      if (key in values || Number(whole.type) === 3) values[key] = whole[key];
  },
  importFixed: ({ tx, ctx, fields }) => chapterValues(tx, ctx, fields.chapterId),
  checkImportRow: checked,
};

/** 习题: the bank of each chapter, added one by one or imported from xlsx. */
export const exerciseHooks = resourceHooks({
  exercise: hooks,
});
