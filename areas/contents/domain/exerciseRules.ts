/**
 * What makes an exercise well-formed beyond its fields (the form and every imported row run
 * the same check): 单选 has one answer letter, 多选 two or more, 判断 正确 (A) or 错误 (B); a
 * choice question has options A and B at least, no gap before a filled option, and its
 * answer names filled options only.
 */
export const EXERCISE_TYPES = { single: 1, multiple: 2, judge: 3 } as const;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export const OPTION_KEYS = ['optionA', 'optionB', 'optionC', 'optionD'] as const;

export function exerciseProblems(values: Record<string, unknown>): string[] {
  const type = Number(values.type);
  const answer = String(values.answer ?? '')
    .trim()
    .toUpperCase();
  const problems: string[] = [];
  if (!/^[A-D]{1,4}$/.test(answer) || new Set(answer).size !== answer.length)
    return ['答案：请填写A、B、C、D中的字母（不重复）'];
  if (type === EXERCISE_TYPES.judge) {
    if (answer !== 'A' && answer !== 'B') problems.push('答案：判断题的答案只能是A（正确）或B（错误）');
    return problems;
  }
  const filled = OPTION_KEYS.map((k) => String(values[k] ?? '').trim() !== '');
  for (const [i, letter] of OPTION_LETTERS.entries()) {
    if (i < 2 && !filled[i]) problems.push(`选项${letter}：请填写选项${letter}`);
    else if (i >= 2 && !filled[i] && filled.slice(i + 1).some(Boolean))
      problems.push(`选项${letter}：请先填写选项${letter}`);
  }
  if (type === EXERCISE_TYPES.single && answer.length !== 1) problems.push('答案：单选题只能有一个答案');
  if (type === EXERCISE_TYPES.multiple && answer.length < 2) problems.push('答案：多选题至少有两个答案');
  for (const letter of answer) {
    const i = OPTION_LETTERS.indexOf(letter as (typeof OPTION_LETTERS)[number]);
    if (i >= 0 && !filled[i] && i >= 2) problems.push(`答案：选项${letter}未填写，不能作为答案`);
  }
  return problems;
}

/** An answer as stored: upper case, letters in order (AC, not ca). */
export function normaliseAnswer(answer: string): string {
  return [...answer.trim().toUpperCase()].sort().join('');
}
