import type { Rule } from 'eslint';

export declare const noAreaInternals: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
