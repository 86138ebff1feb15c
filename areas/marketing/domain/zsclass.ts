import type { ResourceDef, StateCondition } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { MSG_CONFIRM_STATUS_CHANGE } from '@coach/domain/errors.ts';
import { SHELF_OPTIONS } from './options';

const base = '/api/bbxc/operate/inner/zsclass';

export const CLASS_TYPE_OPTIONS = [
  { value: 1, label: '普通班' },
  { value: 2, label: 'VIP班' },
  { value: 3, label: '周末班' },
  { value: 4, label: '夜间班' },
  { value: 5, label: '速成班' },
] as const;

/**
 * A recruitment class (招生班型) sold to students. `update` is the shelf call with
 * `{ids, status}` (1 上架, 0 下架). Installments (instalSetting) may be set while the class is
 * 上架 or still a draft (下架 and never shelved, `shelfTime` empty); their amounts add up to
 * the price exactly. A class on the shelf cannot be deleted; deletion is soft (orders point
 * to classes).
 */
export const zsclass: ResourceDef = {
  name: 'zsclass',
  loggedActions: { instalSetting: '分期设置' },
  title: '招生班型',
  route: '/marketings/classMgList',
  formRoute: '/marketings/classMgModify',
  table: 'bbxc_zsclass',
  scope: 'tenant',
  softDelete: true,
  sortable: true,
  api: {
    list: `${base}/list`,
    create: `${base}/add`,
    update: `${base}/edit`,
    detail: `${base}/detail`,
    detailMethod: 'GET',
    delete: `${base}/delete`,
    move: `${base}/v1/moveUpOrDown`,
  },
  fields: [
    {
      key: 'className',
      label: '班型名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      unique: true,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    { key: 'carType', label: '准驾车型', kind: 'carType', required: true, search: 'eq' },
    {
      key: 'classType',
      label: '班别',
      kind: 'enum',
      required: true,
      options: CLASS_TYPE_OPTIONS,
      search: 'eq',
      defaultValue: 1,
    },
    { key: 'price', label: '班型价格(元)', kind: 'money', required: true, rules: [rules.decimal, rules.positiveOnly] },
    { key: 'originalPrice', label: '原价(元)', kind: 'money', rules: [rules.decimal] },
    { key: 'tags', label: '班型标签', kind: 'text', maxLength: 50, sensitive: true, list: false },
    { key: 'summary', label: '班型简介', kind: 'textarea', maxLength: 200, sensitive: true },
    { key: 'cover', label: '封面图', kind: 'image', maxLength: 200, list: false },
    { key: 'images', label: '班型图片', kind: 'images' },
    { key: 'description', label: '班型详情', kind: 'rich', maxLength: 65535, sensitive: true },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: SHELF_OPTIONS,
      dict: 'class_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    {
      key: 'installment',
      label: '分期付款',
      kind: 'enum',
      options: [
        { value: 0, label: '未开启' },
        { value: 1, label: '已开启' },
      ],
      readOnly: true,
      defaultValue: 0,
    },
    { key: 'shelfTime', label: '首次上架时间', kind: 'datetime', readOnly: true, list: false },
    createTimeField,
  ],
  transitions: [
    {
      name: 'onShelf',
      label: '上架',
      path: `${base}/update`,
      field: 'status',
      from: [0],
      to: 1,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: '状态已上架',
      batch: true,
    },
    {
      name: 'offShelf',
      label: '下架',
      path: `${base}/update`,
      field: 'status',
      from: [1],
      to: 0,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: '状态已下架',
      batch: true,
      danger: true,
    },
  ],
};

/** Installment periods a class may be split into (down payment not counted). */
export const MAX_INSTALMENT_PERIODS = 24;

/**
 * When a class's instalments may be set (分期设置, a button of holders of 编辑): while it is
 * 上架, or a draft never shelved. The page offers the button by it, the server's save checks
 * it in its UPDATE.
 */
export const INSTALMENT_OPEN: StateCondition = { field: 'status', in: [1], orEmpty: 'shelfTime' };
