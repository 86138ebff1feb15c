import type { Envelope } from '@coach/domain/errors.ts';

/**
 * A lookup (a select's options from another call) that is refused or fails must say so in
 * place: an empty 渠道 filter that looks like "no channels" misleads (issue 50.4). The call is
 * made quietly (no toast per select) and its failure becomes the select's warning.
 */
export const LOOKUP_FAILED = '无法加载可选项';

/** The answer's result, or an error carrying the server's words. */
export async function lookupResult<T>(answer: Promise<Envelope<T>>): Promise<T> {
  const response = await answer;
  if (!response.status) throw new Error(response.message || LOOKUP_FAILED);
  return response.result;
}

/** What a select shows when its lookup failed: a warning border, the reason as placeholder and tooltip. */
export function refusalProps(error: Error | null): {
  status?: 'warning';
  placeholder?: string;
  title?: string;
  notFoundContent?: string;
} {
  if (!error) return {};
  const reason = `${LOOKUP_FAILED}：${error.message || '请稍后重试'}`;
  return { status: 'warning', placeholder: reason, title: reason, notFoundContent: reason };
}
