import { rules } from '../rules';
import type { Rule } from '../rules/types';
import type { FieldDef } from './types';

/** Kinds whose length the `maxLength` of a field limits. */
const LIMITED_KINDS = ['text', 'textarea', 'image', 'rich'];

/** What a required field answers when empty: the spec has its own words for lists and times. */
function requiredRule(field: FieldDef): Rule {
  if (field.kind === 'ids') return rules.atLeastOne;
  if (field.kind === 'date' || field.kind === 'datetime') return rules.dateRequired;
  return rules.required;
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
