import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { CONTENTS_RESOURCES } from './domain';

/**
 * 内容管理: the course trees of the 34 course pages (one tree definition) and 课程信息's
 * chapters, exercises, coursewares, videos and answer skills, and beside a category's tree its
 * special topics, exam rules, simulators and icons.
 */
export const contents = defineArea({
  name: 'contents',
  title: '内容管理',
  resources: CONTENTS_RESOURCES,
});
