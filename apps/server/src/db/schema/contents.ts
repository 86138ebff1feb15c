import { index } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '../../engine/tableFromDef';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/**
 * Course trees: a page reads one category and subject in hand order; a node's children are
 * found by its id (delete refuses a node with children; move looks among siblings).
 */
export const courseTable = tableFromDef(def('course'), {}, (c) => [
  index('bbxc_course_page_idx').on(c.tenantId, c.carType, c.subject, c.sort),
  index('bbxc_course_parent_idx').on(c.tenantId, c.parentId),
]);
