import { ANTD_VALIDATE_TRIGGER, antdRules, type AntdRule } from '@coach/domain/rules/adapters.ts';
import { idCardWarning, rules } from '@coach/domain/rules/index.ts';
import { firstError, isRequiringRule, markRequiring, type Rule } from '@coach/domain/rules/types.ts';
import type { FieldDef } from '@coach/domain/resources/types.ts';
import { rulesOfField as sharedRules } from '@coach/domain/resources/fieldRules.ts';

/**
 * The rules of a field as the server runs them (domain `rulesOfField`), judged on trimmed
 * text as the server trims it, and letting a masked value the user did not retype pass.
 */
export function rulesOfField(field: FieldDef): Rule[] {
  const list = sharedRules(field);
  // 输入项不能全为空格! first and on the text as typed, as the server runs it: on trimmed
  // text spaces would only ever be "empty" (必填, or nothing at all for an optional field).
  const spaces = list.filter((rule) => rule === rules.notAllSpaces);
  const rest = list.filter((rule) => rule !== rules.notAllSpaces);
  const ordered = [...spaces, ...(trimsText(field) ? rest.map(onTrimmed) : rest)];
  return field.masked ? ordered.map(exceptMasked) : ordered;
}

/** A masked value as the server sent it (138****1234): the form leaves it out unless retyped. */
export const isMaskedText = (value: unknown) => typeof value === 'string' && /\*{2,}/.test(value);

/**
 * Users without plaintext rights edit records whose phone arrives masked. Left as it is, the
 * value is not sent (the server keeps the real one), so it must not fail the phone rule.
 */
function exceptMasked(rule: Rule): Rule {
  const wrapped: Rule = (value) => (isMaskedText(value) ? undefined : rule(value));
  return isRequiringRule(rule) ? markRequiring(wrapped) : wrapped;
}

/**
 * The field's rules as one antd rule that answers the first message only, as the server does:
 * antd runs every rule of an item and lists each failure, so spaces typed into a required
 * field read 输入项不能全为空格! and 该输入项为必填项! together (and a short wrong phone its
 * length and its format). The label keeps its asterisk when any of them requires a value.
 */
export function antdRulesOfField(field: FieldDef): AntdRule[] {
  const own = rulesOfField(field);
  const first: Rule = (value) => firstError(value, own);
  const list = own.length === 0 ? [] : antdRules(own.some(isRequiringRule) ? markRequiring(first) : first);
  return field.rules?.some((rule) => rule === rules.idCard || rule === rules.idCardOrEmpty)
    ? [...list, ID_CARD_WARNING]
    : list;
}

/**
 * A wrong check character of an ID number: the spec's rule accepts it (and so does the
 * server), but it is most often a typo, so the form says so beside the field without
 * blocking the save (antd `warningOnly`).
 */
const ID_CARD_WARNING: AntdRule & { warningOnly: true } = {
  warningOnly: true,
  validator: (_rule, value) => {
    const warning = idCardWarning(value);
    return warning ? Promise.reject(new Error(warning)) : Promise.resolve();
  },
  validateTrigger: [...ANTD_VALIDATE_TRIGGER],
};

/** The server trims single-line text before checking it (and saves it trimmed). */
export function trimsText(field: FieldDef): boolean {
  return field.kind !== 'rich' && field.kind !== 'textarea';
}

/** A rule judged on the trimmed text, keeping its required mark (the label's asterisk). */
function onTrimmed(rule: Rule): Rule {
  const wrapped: Rule = (value) => rule(typeof value === 'string' ? value.trim() : value);
  return isRequiringRule(rule) ? markRequiring(wrapped) : wrapped;
}
