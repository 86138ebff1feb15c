import { RULE_MESSAGES } from '@coach/domain/rules/index.ts';

/**
 * 退费设置: the refund ratio by how many hours before the class starts the student asks.
 * Tiers are listed from the earliest (most hours) to the latest; a request made at least
 * `hours` before the class gets `ratio` % of what the sub-order cost; later than the last
 * tier, no refund. Checked the same way by the form and the server.
 */
export interface RefundTier {
  hours: number;
  ratio: number;
}

export const REFUND_SETTING_GET_PATH = '/api/examroom/refundSetting/get';
export const REFUND_SETTING_SAVE_PATH = '/api/examroom/refundSetting/save';
export const MAX_REFUND_TIERS = 10;
/** Hours before class a tier may name: at most 30 days. */
export const MAX_TIER_HOURS = 720;

const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const missing = (v: unknown) => v === undefined || v === null || v === '';

/** The first problem of a tier list, as the message the user sees, or undefined. */
export function refundTiersError(tiers: readonly Partial<RefundTier>[]): string | undefined {
  if (tiers.length === 0) return '退费规则：请至少添加一条规则';
  if (tiers.length > MAX_REFUND_TIERS) return `退费规则：最多添加${MAX_REFUND_TIERS}条规则`;
  for (const [i, tier] of tiers.entries()) {
    const row = `第${i + 1}条规则`;
    if (missing(tier.hours)) return `${row}开课前小时数：${RULE_MESSAGES.required}`;
    if (missing(tier.ratio)) return `${row}退费比例：${RULE_MESSAGES.required}`;
    if (!isInt(tier.hours) || tier.hours! < 0 || tier.hours! > MAX_TIER_HOURS)
      return `${row}：开课前小时数请输入0-${MAX_TIER_HOURS}之间的整数`;
    if (!isInt(tier.ratio) || tier.ratio! < 0 || tier.ratio! > 100) return `${row}：退费比例请输入0-100之间的整数`;
    if (i > 0) {
      const prev = tiers[i - 1] as RefundTier;
      if (tier.hours! >= prev.hours) return `${row}：开课前小时数必须小于上一条（${prev.hours}小时）`;
      if (tier.ratio! > prev.ratio) return `${row}：越临近开课退费比例不能越高（上一条${prev.ratio}%）`;
    }
  }
  return undefined;
}

/** The ratio (%) for a request made `hoursBefore` hours before the class (0 past the last tier). */
export function refundRatio(tiers: readonly RefundTier[], hoursBefore: number): number {
  return tiers.find((t) => hoursBefore >= t.hours)?.ratio ?? 0;
}

/** What a new tenant gets until it saves its own tiers. */
export const DEFAULT_REFUND_TIERS: readonly RefundTier[] = [
  { hours: 48, ratio: 100 },
  { hours: 24, ratio: 80 },
  { hours: 2, ratio: 50 },
];
