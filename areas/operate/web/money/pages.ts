import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * 运营管理 pages of the exam-room money side of their own: 价格设置 (the list beside the
 * scheduling side's 考场设置 form), 退费设置 tiers, 教练钱包 with flows. 提现管理 (通过, 拒绝 and
 * 已打款 declared actions, 提现设置 a declared settings button) and 价格设置's form page are their
 * definitions' pages (app/pageRegistry).
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-operate');

export const moneyPages: PageMap = {
  '/operates/printSetting': page('PriceSettingPage'),
  '/operates/returnCashAdd': page('RefundSettingPage'),
  '/operates/walletMag': page('WalletPage'),
};
