import { BizError } from '@coach/server/platform/envelope.ts';
import type { EngineContext } from '@coach/server/engine/index.ts';
import { STAFF_ONLY_CHANNEL_ACTIONS } from '../domain';

/**
 * The channel a channel-area call acts for: the session's for a channel user, the checked
 * `bbxc-channel-id` for staff (requestContext). Calls about one channel (overview, bills,
 * report) need it; a channel user without a channel gets nothing rather than everything.
 */
export function channelOf(ctx: EngineContext): string {
  if (!ctx.channelId) throw new BizError(ctx.isChannel ? '渠道不存在' : '请先选择渠道');
  return ctx.channelId;
}

/** Refuses a staff-only action (财务核对, 打款) to channel users. */
export function assertStaffAction(ctx: EngineContext, action: string) {
  if (ctx.isChannel && STAFF_ONLY_CHANNEL_ACTIONS.includes(action)) throw new BizError('渠道用户无权进行此操作', '403');
}
