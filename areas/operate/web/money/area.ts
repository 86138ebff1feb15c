/**
 * The exam-room money pages of 运营管理, loaded with the area's chunk (`feature-operate`) the
 * first time one of them opens. `pages.ts` maps routes to these exports.
 */
export { WalletPage } from './WalletPage';
export { RefundSettingPage } from './RefundSettingPage';
export { PriceSettingPage } from './PriceSettingPage';
