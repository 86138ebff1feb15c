import { isRequiringRule, type Rule } from './types';

/**
 * Triggers for antd Form rules. Spec section 5 says "blur and change"; antd (rc-field-form)
 * matches a rule's `validateTrigger` against the Form.Item trigger prop names, which are
 * `onBlur` / `onChange`: plain `blur` / `change` would never match and the rule would only run
 * on submit. Form.Items should also set `validateTrigger={ANTD_VALIDATE_TRIGGER}` so blur fires.
 */
export const ANTD_VALIDATE_TRIGGER: readonly string[] = ['onBlur', 'onChange'];

/**
 * Shape of an antd Form rule object, declared here so this package needs no antd import
 * (the login chunk pulls this file and must stay small). Assignable to antd's `Rule`.
 */
export interface AntdRule {
  /** Set for mandatory rules only: antd uses it to draw the label's asterisk. */
  required?: boolean;
  validator: (rule: unknown, value: unknown) => Promise<void>;
  validateTrigger: string[];
}

export function toAntdRule(rule: Rule): AntdRule {
  const out: AntdRule = {
    validator: (_rule, value) => {
      const message = rule(value);
      return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
    },
    // A fresh array per rule: antd may keep references, and a shared one must not be mutated.
    validateTrigger: [...ANTD_VALIDATE_TRIGGER],
  };
  if (isRequiringRule(rule)) out.required = true;
  return out;
}

/** `rules={antdRules(rules.required, rules.mobile)}` on a Form.Item. */
export function antdRules(...rules: Rule[]): AntdRule[] {
  return rules.map(toAntdRule);
}
