// Type-only import: this file adds no runtime dependency on zod, the caller's schema brings it.
import type { RefinementCtx, ZodType } from 'zod';
import { firstError, type Rule } from './types';

/**
 * A `.superRefine` callback that runs the rules in order and reports the first failure as a
 * custom issue, i.e. the same single message the form shows next to the field.
 */
export function refineWith(rules: Rule | readonly Rule[]): (value: unknown, ctx: RefinementCtx<unknown>) => void {
  const list: readonly Rule[] = typeof rules === 'function' ? [rules] : rules;
  return (value, ctx) => {
    const message = firstError(value, list);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
  };
}

/**
 * Attaches the console's rules to a zod schema: `zodCheck(z.string().optional(), rules.mobile)`.
 * zod only runs refinements once the base type parses, so a field that may be empty needs an
 * `.optional()` / `.nullable()` base for `required` and the empty-value skipping to apply.
 */
export function zodCheck<S extends ZodType>(schema: S, ...rules: Rule[]): S {
  return schema.superRefine(refineWith(rules));
}
