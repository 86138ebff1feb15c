import type { FilingAdapter, FilingAnswer, FilingRequest } from './filingAdapter';

/**
 * The regulator's platform over HTTP (COACH_FILING_URL): one POST per push, with an
 * `Idempotency-Key` naming the filing and its push (`filing:student:42:3`), so a push sent again
 * after the process that sent it died is recognised by the platform and answered as before
 * instead of being filed twice. A platform that does not answer within `timeoutMs`, or answers
 * anything but 2xx with a verdict, is unreachable: the queue tries again later.
 */
export function httpFilingAdapter(url: string, timeoutMs = 10_000): FilingAdapter {
  return {
    async submit(request: FilingRequest): Promise<FilingAnswer> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': filingKeyOf(request) },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`备案平台答复 ${response.status}`);
      const answer = (await response.json()) as Partial<{ accepted: boolean; filingNo: string; reason: string }>;
      if (answer.accepted === true && typeof answer.filingNo === 'string')
        return { accepted: true, filingNo: answer.filingNo };
      if (answer.accepted === false && typeof answer.reason === 'string')
        return { accepted: false, reason: answer.reason };
      throw new Error('备案平台答复无法识别');
    },
  };
}

/** The key of one push of one filing: the same for every delivery of that push. */
export function filingKeyOf(request: Pick<FilingRequest, 'kind' | 'id' | 'attempt'>): string {
  return `filing:${request.kind}:${request.id}:${request.attempt}`;
}
