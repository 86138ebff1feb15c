/**
 * The 渠道后台 area's pages, loaded together as one lazy chunk (`feature-channel`) the first
 * time any of them opens. `pages.ts` maps routes to these exports.
 */
export { ChannelInfoPage } from './ChannelInfoPage';
export { BillPage } from './BillPage';
export { ChannelClassPage } from './ChannelClassPage';
