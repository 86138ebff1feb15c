import type { ResourceDef } from '../types';
import { createTimeField, disableField, enableDisable } from '../common';
import { rules } from '../../rules';
import { CAR_CATEGORIES, isLicence } from '../../categories';

const base = '/api/course/inner/course/v1';

/** 内容管理's page path segment of each category (routes.tsv `/contents/<key>/…`). */
const pagesOf = (code: number, key: string) =>
  isLicence(code)
    ? [
        { path: `/contents/${key}/courseMgSubjectOne`, params: { carType: code, subject: 1 } },
        { path: `/contents/${key}/courseMgSubjectFour`, params: { carType: code, subject: 4 } },
      ]
    : [{ path: `/contents/${key}/courseMg`, params: { carType: code, subject: 0 } }];

export const COURSE_SUBJECT_OPTIONS = [
  { value: 1, label: '科目一' },
  { value: 4, label: '科目四' },
  { value: 0, label: '不分科目' },
] as const;

/**
 * The timed content tree of a category (and subject, for the licence categories): courses,
 * their chapters, and the sections of a chapter, each ordered by hand among its siblings.
 * One definition for the 34 course pages: each route fixes the category and subject, the
 * children inherit them. A node with children cannot be deleted (the children go first).
 */
export const course: ResourceDef = {
  name: 'course',
  title: '课程',
  route: '/contents/smallCar/courseMgSubjectOne',
  routes: CAR_CATEGORIES.flatMap((c) => pagesOf(c.code, c.key)),
  table: 'bbxc_course',
  scope: 'tenant',
  softDelete: true,
  sortable: true,
  tree: { parentKey: 'parentId', levels: ['课程', '章', '节'], fixedKeys: ['carType', 'subject'], labelKey: 'name' },
  api: {
    list: `${base}/list`,
    tree: `${base}/tree`,
    save: `${base}/saveOrUpdate`,
    detail: `${base}/detail`,
    delete: `${base}/delete`,
    move: `${base}/moveUpOrDown`,
  },
  fields: [
    { key: 'name', label: '名称', kind: 'text', required: true, maxLength: 50, search: 'like', rules: [rules.notAllSpaces] },
    { key: 'courseNo', label: '课程编号', kind: 'text', required: true, maxLength: 10, unique: true, rules: [rules.courseNo] },
    { key: 'hours', label: '学时', kind: 'decimal', required: true, defaultValue: 1 },
    { key: 'description', label: '简介', kind: 'textarea', maxLength: 500 },
    { key: 'parentId', label: '上级', kind: 'text', maxLength: 20, form: false, list: false, detail: false, export: false },
    { key: 'level', label: '层级', kind: 'int', readOnly: true, list: false, export: false, detail: false },
    { key: 'carType', label: '培训车型', kind: 'carType', search: 'eq', form: false, list: false },
    { key: 'subject', label: '科目', kind: 'enum', options: COURSE_SUBJECT_OPTIONS, search: 'eq', form: false, list: false },
    disableField,
    createTimeField,
  ],
  transitions: enableDisable(base, { enable: `${base}/enable`, disable: `${base}/disable` }),
};
