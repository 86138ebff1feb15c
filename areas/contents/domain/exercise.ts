import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { EXERCISE_TYPES } from './exerciseRules';
import { COURSE_SUBJECT_OPTIONS } from './course';

export const EXERCISE_TYPE_OPTIONS: readonly Option[] = [
  { value: EXERCISE_TYPES.single, label: '单选题' },
  { value: EXERCISE_TYPES.multiple, label: '多选题' },
  { value: EXERCISE_TYPES.judge, label: '判断题' },
];

const base = '/api/exam/inner/exercise/v1';

/**
 * 习题 of a chapter (or section) of a course: the question bank mock and course exams draw
 * from. A question is unique within its category and subject; the chapter fixes both (it is
 * given by 课程信息, with the category and subject read from the chapter). Imported from xlsx
 * into the chosen chapter: every row checked first, nothing written when one is bad.
 */
export const exercise: ResourceDef = {
  name: 'exercise',
  part: 'exercise',
  title: '习题',
  route: '/contents/courseInfo',
  table: 'bbxc_exercise',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${base}/list`,
    save: `${base}/saveOrUpdate`,
    detail: `${base}/detail`,
    delete: `${base}/delete`,
    import: `${base}/import`,
    importTemplate: 'exerciseImport',
  },
  fixedKeys: ['chapterId'],
  fields: [
    {
      key: 'chapterId',
      label: '章节',
      kind: 'text',
      maxLength: 20,
      search: 'eq',
      form: false,
      list: false,
      detail: false,
      export: false,
    },
    {
      key: 'type',
      label: '题型',
      kind: 'enum',
      options: EXERCISE_TYPE_OPTIONS,
      required: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    {
      key: 'question',
      label: '题目',
      kind: 'text',
      required: true,
      maxLength: 300,
      search: 'like',
      unique: true,
      uniqueWithin: ['carType', 'subject'],
      width: 320,
    },
    { key: 'optionA', label: '选项A', kind: 'text', maxLength: 100, list: false },
    { key: 'optionB', label: '选项B', kind: 'text', maxLength: 100, list: false },
    { key: 'optionC', label: '选项C', kind: 'text', maxLength: 100, list: false },
    { key: 'optionD', label: '选项D', kind: 'text', maxLength: 100, list: false },
    { key: 'answer', label: '答案', kind: 'text', required: true, maxLength: 4, width: 70 },
    { key: 'explanation', label: '解析', kind: 'textarea', maxLength: 500 },
    { key: 'image', label: '图片', kind: 'image', maxLength: 200, list: false },
    { key: 'carType', label: '培训车型', kind: 'carType', readOnly: true, list: false },
    {
      key: 'subject',
      label: '科目',
      kind: 'enum',
      options: COURSE_SUBJECT_OPTIONS,
      dict: 'subject',
      readOnly: true,
      list: false,
    },
    createTimeField,
  ],
};
