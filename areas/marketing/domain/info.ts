import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, RELEASE_OPTIONS, releaseWithdraw } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const operate = '/api/bbxc/operate/inner';
const cms = '/api/cms/inner/advInformationManager/v1';

/** Information category (资讯分类); a category with items cannot be deleted. */
export const infoCate: ResourceDef = {
  name: 'infoCate',
  title: '资讯分类',
  route: '/marketings/infoCateList',
  table: 'bbxc_info_cate',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${operate}/infocate/v1/list`,
    save: `${operate}/infocate/v1/saveOrUpdate`,
    detail: `${operate}/infocate/v1/detail`,
    detailMethod: 'GET',
    delete: `${operate}/infocate/v1/delete`,
  },
  fields: [
    {
      key: 'cateName',
      label: '分类名称',
      kind: 'text',
      required: true,
      maxLength: 20,
      unique: true,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    { key: 'sortNo', label: '排序', kind: 'int', rules: [rules.int0to1000], defaultValue: 0 },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 200 },
    createTimeField,
  ],
  orderBy: { key: 'sortNo', direction: 'asc' },
};

/** Information item (资讯) of a category, released to the student app (发布/撤回). */
export const infoItem: ResourceDef = {
  name: 'infoItem',
  title: '资讯',
  route: '/marketings/infoItemMgList',
  table: 'bbxc_info_item',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${operate}/infoItem/v1/list`,
    save: `${operate}/infoItem/v1/saveOrUpdate`,
    detail: `${operate}/infoItem/v1/detail`,
    detailMethod: 'GET',
    delete: `${operate}/infoItem/v1/delete`,
  },
  fields: [
    {
      key: 'title',
      label: '资讯标题',
      kind: 'text',
      required: true,
      maxLength: 100,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    {
      key: 'cateId',
      label: '资讯分类',
      kind: 'text',
      required: true,
      maxLength: 20,
      search: 'eq',
      list: false,
      rules: [rules.digitsOnly],
    },
    { key: 'cover', label: '封面图', kind: 'image', maxLength: 200, list: false },
    { key: 'summary', label: '摘要', kind: 'textarea', maxLength: 200, sensitive: true },
    { key: 'content', label: '正文', kind: 'rich', required: true, maxLength: 65535, sensitive: true },
    { key: 'author', label: '作者', kind: 'text', maxLength: 20 },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: RELEASE_OPTIONS,
      dict: 'release_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    { key: 'releaseTime', label: '发布时间', kind: 'datetime', readOnly: true, width: 170 },
    createTimeField,
  ],
  transitions: releaseWithdraw(`${operate}/infoItem/v1`),
  orderBy: { key: 'createTime', direction: 'desc' },
};

/** Information library (资讯库): articles kept for reuse as information items. */
export const infoLibrary: ResourceDef = {
  name: 'infoLibrary',
  title: '资讯库',
  route: '/marketings/infoLibrary',
  formRoute: '/marketings/infoLibraryModify',
  detailRoute: '/marketings/infoLibraryDetail',
  table: 'cms_info_library',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${cms}/informationBase`,
    detail: `${cms}/informationBaseDetails`,
    save: `${cms}/informationBaseSave`,
    delete: `${cms}/informationBaseDelete`,
  },
  fields: [
    {
      key: 'title',
      label: '标题',
      kind: 'text',
      required: true,
      maxLength: 100,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    { key: 'source', label: '来源', kind: 'text', maxLength: 50 },
    { key: 'tags', label: '标签', kind: 'text', maxLength: 50, search: 'like', sensitive: true },
    { key: 'cover', label: '封面图', kind: 'image', maxLength: 200, list: false },
    { key: 'content', label: '正文', kind: 'rich', required: true, maxLength: 65535, sensitive: true },
    createTimeField,
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
