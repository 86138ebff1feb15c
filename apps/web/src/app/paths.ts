/**
 * Fixed paths the app navigates to by name. Kept free of imports so the entry chunk can use
 * them without pulling in the route table.
 */
export const NOT_FOUND = '/error/404';
export const WELCOME_PAGE = '/welcome/welcomeIndex';
export const HOME_PAGE = '/homes/home/index';
export const CHANNEL_GROUP = '/channelMgs';
export const CHANNEL_HOME = '/channelMgs/channelMgBg/channelMgBgInfo';
