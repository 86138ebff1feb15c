import { isBlankRich, isBlankText, isEmpty, rules } from '../rules';
import type { Rule } from '../rules/types';
import type { FieldDef } from './types';

/** Kinds whose length the `maxLength` of a field limits. */
const LIMITED_KINDS = ['text', 'textarea', 'image', 'rich'];

/**
 * What a required field answers when empty: the spec has its own words for lists and times.
 * Multi-line and rich text are judged as a single-line field is after its trim: spaces alone
 * (`"   "`, `<p> </p>`) are empty, so they answer 该输入项为必填项! too.
 */
function requiredRule(field: FieldDef): Rule {
  if (field.kind === 'ids') return rules.atLeastOne;
  if (field.kind === 'date' || field.kind === 'datetime') return rules.dateRequired;
  if (field.kind === 'textarea') return rules.requiredText;
  if (field.kind === 'rich') return rules.requiredRich;
  return rules.required;
}

/**
 * A value that holds nothing for its field: empty, or for multi-line and rich text, spaces
 * and empty paragraphs only. The server stores such a value of an optional field as no value,
 * as it does a single-line field's trimmed spaces.
 */
export function isEmptyFor(field: FieldDef, value: unknown): boolean {
  if (field.kind === 'textarea') return isBlankText(value);
  if (field.kind === 'rich') return isBlankRich(value);
  return isEmpty(value);
}

/**
 * The rules of a field in the order they run: required (at least one for lists of ids), the
 * length limit, then the field's own rules. The server's check and the web form both use this
 * list, so the form shows exactly the message the server would send.
 */
export function rulesOfField(field: FieldDef): Rule[] {
  const all = [
    ...(field.required ? [requiredRule(field)] : []),
    ...(field.maxLength && LIMITED_KINDS.includes(field.kind) ? [rules.maxLength(field.maxLength)] : []),
    ...(field.rules ?? []),
  ];
  // A field that also lists the rule its `required` implies would say the same thing twice.
  return all.filter((rule, i) => all.indexOf(rule) === i);
}
