/**
 * The regulator's timing platform (赛博 push) as one interface: a real client replaces the
 * local one without touching the console. `submit` resolves with the platform's answer, or
 * rejects when the platform could not be reached (the caller retries).
 */
export interface FilingRequest {
  kind: 'student' | 'coach';
  id: string;
  name: string;
  idCard: string;
  carType: number;
  attempt: number;
}

export type FilingAnswer = { accepted: true; filingNo: string } | { accepted: false; reason: string };

export interface FilingAdapter {
  submit(request: FilingRequest): Promise<FilingAnswer>;
}

const REASONS = [
  '身份证号与姓名不一致',
  '学员照片不清晰，请重新采集',
  '培训机构备案信息不完整',
  '该人员已在其他机构备案',
];

/** A stable number in [0, 1) of a text: the same filing gets the same verdict on every run. */
function unitHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

/**
 * The stand-in platform: answers after `delayMs`, refuses `failRate` of the filings (the
 * same ones each time a filing is tried again with the same attempt number, so runs can be
 * reproduced) and accepts the rest with a filing number.
 */
export function localFilingAdapter(options: { delayMs: number; failRate: number }): FilingAdapter {
  return {
    async submit(request) {
      if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const roll = unitHash(`${request.kind}:${request.id}:${request.attempt}`);
      if (roll < options.failRate)
        return { accepted: false, reason: REASONS[Math.floor(unitHash(request.id) * REASONS.length)] };
      return {
        accepted: true,
        filingNo: `BA${request.carType}${String(request.id).padStart(8, '0')}${request.attempt}`,
      };
    },
  };
}
