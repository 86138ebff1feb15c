import type { FieldDef, Option, ResourceApi, TransitionDef } from './types';
import { rules } from '../rules';
import { MSG_ALREADY_DISABLED, MSG_ALREADY_ENABLED, MSG_CONFIRM_STATUS_CHANGE } from '../errors';

/** `disable` flag labels (domain.md: 0 enabled, 1 disabled). */
export const ENABLE_OPTIONS: readonly Option[] = [
  { value: 0, label: '启用', tone: 'success' },
  { value: 1, label: '停用', tone: 'default' },
];

/** A person's gender (coaches of the schools and of the exam room). */
export const GENDER_OPTIONS: readonly Option[] = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

export const RELEASE_OPTIONS: readonly Option[] = [
  { value: 0, label: '草稿', tone: 'default' },
  { value: 1, label: '已发布', tone: 'success' },
  { value: 2, label: '已撤回', tone: 'warning' },
];

export const disableField: FieldDef = {
  key: 'disable',
  label: '状态',
  kind: 'enum',
  options: ENABLE_OPTIONS,
  dict: 'enable_status',
  readOnly: true,
  search: 'eq',
  defaultValue: 0,
  width: 90,
};

export const createTimeField: FieldDef = {
  key: 'createTime',
  label: '创建时间',
  kind: 'datetime',
  readOnly: true,
  search: 'range',
  width: 170,
};

export const updateTimeField: FieldDef = {
  key: 'updateTime',
  label: '更新时间',
  kind: 'datetime',
  readOnly: true,
  list: false,
  width: 170,
};

/** Batch enable/disable of spec section 4 on the `disable` flag. */
export function enableDisable(base: string, paths: { enable?: string; disable?: string } = {}): TransitionDef[] {
  return [
    {
      name: 'enable',
      label: '启用',
      path: paths.enable ?? `${base}/enable`,
      field: 'disable',
      from: [1],
      to: 0,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: MSG_ALREADY_ENABLED,
      batch: true,
    },
    {
      name: 'disable',
      label: '停用',
      path: paths.disable ?? `${base}/disable`,
      field: 'disable',
      from: [0],
      to: 1,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: MSG_ALREADY_DISABLED,
      batch: true,
      danger: true,
    },
  ];
}

/** Release/withdraw (发布/撤回) on a 0 草稿 / 1 已发布 / 2 已撤回 status. */
export function releaseWithdraw(base: string): TransitionDef[] {
  return [
    {
      name: 'release',
      label: '发布',
      path: `${base}/release`,
      field: 'status',
      from: [0, 2],
      to: 1,
      confirm: '确定发布所选数据吗?',
      batch: true,
    },
    {
      name: 'withdraw',
      label: '撤回',
      path: `${base}/withdraw`,
      field: 'status',
      from: [1],
      to: 2,
      confirm: '确定撤回所选数据吗?',
      batch: true,
      danger: true,
    },
  ];
}

/** The `saveOrUpdate` family of calls (list, saveOrUpdate, detail, delete) under one base. */
export function saveOrUpdateApi(base: string, extra: Partial<ResourceApi> = {}): ResourceApi {
  return {
    list: `${base}/list`,
    save: `${base}/saveOrUpdate`,
    detail: `${base}/detail`,
    delete: `${base}/delete`,
    ...extra,
  };
}

/** A login account: letters and digits, 4-30, unique, set once when the row is created. */
export function loginAccountField(label: string): FieldDef {
  return {
    key: 'account',
    label,
    kind: 'text',
    required: true,
    maxLength: 30,
    unique: true,
    search: 'like',
    form: 'create',
    rules: [rules.lettersOrDigits, rules.lengthRange(4, 30)],
  };
}

/** The save/update family of calls (list, save, update, detail, delete) under one base. */
export function saveUpdateApi(base: string, extra: Partial<ResourceApi> = {}): ResourceApi {
  return {
    list: `${base}/list`,
    create: `${base}/save`,
    update: `${base}/update`,
    detail: `${base}/detail`,
    delete: `${base}/delete`,
    ...extra,
  };
}

/**
 * Enable/disable through one `updateStatus` call whose body names the target:
 * `{ids, disable: 0}` enables, `{ids, disable: 1}` disables (the engine picks by the value).
 */
export function statusByPayload(path: string): TransitionDef[] {
  return [
    {
      name: 'enable',
      label: '启用',
      path,
      field: 'disable',
      from: [1],
      to: 0,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: '状态已启用',
      batch: true,
    },
    {
      name: 'disable',
      label: '停用',
      path,
      field: 'disable',
      from: [0],
      to: 1,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: '状态已停用',
      batch: true,
      danger: true,
    },
  ];
}
