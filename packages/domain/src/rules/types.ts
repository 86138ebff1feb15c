/**
 * A validation rule: returns the exact message to show when the value breaks the rule and
 * `undefined` when it holds. Rules are plain functions so the web form (antd adapter) and the
 * server (zod adapter) run the very same definitions.
 */
export type Rule = (value: unknown) => string | undefined;

/**
 * Empty per spec section 5 ("every rule is skipped on empty values unless required"):
 * `undefined`, `null`, `''` and `[]`. A string of spaces is NOT empty; `notAllSpaces` is the
 * rule that catches it, so forms can choose whether spaces-only input is acceptable.
 */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Rules that make a field mandatory. The antd adapter marks them `required: true` so the form
 * label shows its asterisk; a WeakSet keeps the functions themselves plain.
 */
const requiring = new WeakSet<Rule>();

export function markRequiring<R extends Rule>(rule: R): R {
  requiring.add(rule);
  return rule;
}

export function isRequiringRule(rule: Rule): boolean {
  return requiring.has(rule);
}

/** Wraps a predicate on a non-empty value into a rule that skips empty values. */
export function optionalRule(test: (value: unknown) => boolean, message: string): Rule {
  return (value) => (isEmpty(value) || test(value) ? undefined : message);
}

/** Runs rules in order and returns the first message, as a form shows the first failure. */
export function firstError(value: unknown, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

/**
 * Text of a scalar form value. Numbers come from number inputs, strings from text inputs;
 * anything else (objects, booleans) can never satisfy a text or number pattern.
 */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  return undefined;
}

/** True when `asText(value)` exists and matches `pattern`. */
export function matches(value: unknown, pattern: RegExp): boolean {
  const text = asText(value);
  return text !== undefined && pattern.test(text);
}
