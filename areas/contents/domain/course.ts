import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, enableDisable } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { CAR_CATEGORIES, isLicence } from '@coach/domain/categories.ts';

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
    {
      key: 'name',
      label: '名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      rules: [rules.notAllSpaces],
    },
    {
      key: 'courseNo',
      label: '课程编号',
      kind: 'text',
      required: true,
      maxLength: 10,
      unique: true,
      uniqueWithin: ['carType'],
      rules: [rules.courseNo],
    },
    { key: 'hours', label: '学时', kind: 'decimal', required: true, defaultValue: 1 },
    { key: 'description', label: '简介', kind: 'textarea', maxLength: 500 },
    {
      key: 'parentId',
      label: '上级',
      kind: 'text',
      maxLength: 20,
      form: false,
      list: false,
      detail: false,
      export: false,
    },
    // The course a chapter or section belongs to (a course's own id): 课程信息 reads one course's tree by it.
    {
      key: 'rootId',
      label: '所属课程',
      kind: 'text',
      maxLength: 20,
      search: 'eq',
      readOnly: true,
      list: false,
      detail: false,
      export: false,
    },
    {
      key: 'level',
      label: '层级',
      kind: 'int',
      readOnly: true,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
    },
    { key: 'carType', label: '培训车型', kind: 'carType', search: 'eq', form: false, list: false },
    {
      key: 'subject',
      label: '科目',
      kind: 'enum',
      options: COURSE_SUBJECT_OPTIONS,
      dict: 'subject',
      search: 'eq',
      form: false,
      list: false,
    },
    disableField,
    createTimeField,
  ],
  transitions: enableDisable(base, { enable: `${base}/enable`, disable: `${base}/disable` }),
  companions: ['specialTopic', 'examRule', 'simulator', 'iconInfo'],
  detailRoute: '/contents/courseInfo',
};

const chapterBase = '/api/course/inner/chapter/v1';

/**
 * The chapters and sections of one course, as 课程信息 shows them: the same rows as the
 * course tree (a chapter added here is one there), read by the course (`rootId`) and written
 * under it only: the course itself is made and removed on its category's page.
 */
export const chapter: ResourceDef = {
  ...course,
  name: 'chapter',
  part: 'chapter',
  title: '章节',
  route: '/contents/courseInfo',
  routes: undefined,
  detailRoute: undefined,
  companions: undefined,
  tree: {
    parentKey: 'parentId',
    levels: ['课程', '章', '节'],
    fixedKeys: ['rootId', 'carType', 'subject'],
    labelKey: 'name',
    underRootOnly: true,
  },
  api: {
    tree: `${chapterBase}/tree`,
    save: `${chapterBase}/saveOrUpdate`,
    delete: `${chapterBase}/delete`,
    move: `${chapterBase}/moveUpOrDown`,
  },
  transitions: undefined,
};
