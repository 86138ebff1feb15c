import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { EXAMROOM_PLAN_RESOURCES } from './domain/plan';
import { EXAMROOM_PLAN_SETTINGS } from './domain/plan/planSettings';
import { EXAMROOM_MONEY_RESOURCES } from './domain/money';
import { EXAMROOM_MONEY_SETTINGS } from './domain/money/cashSettings';

/**
 * 运营管理, the exam room: its class plans (排班), coaches, cars, notices and adverts, and its
 * money side (prices, wallets, withdrawals, orders, refunds, bills), whose order and bill pages
 * sit in the 订单管理 and 财务管理 menus.
 */
export const operate = defineArea({
  name: 'operate',
  title: '运营管理',
  resources: [...EXAMROOM_MONEY_RESOURCES, ...EXAMROOM_PLAN_RESOURCES],
  settings: [...EXAMROOM_MONEY_SETTINGS, ...EXAMROOM_PLAN_SETTINGS],
});
