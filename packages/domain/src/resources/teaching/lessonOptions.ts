import type { Option, TransitionDef } from '../types';
import { TRAIN_SUBJECT_OPTIONS } from '../school/options';

// What a lesson of the 计时班型 area shares with 教学管理's comments and settings. It lives in
// the domain, not in areas/timedClass, so the domain does not import the area that imports it.

/** The practical subjects a slot is booked for. */
export const LESSON_SUBJECT_OPTIONS = TRAIN_SUBJECT_OPTIONS.filter((o) => o.value !== 23);

/**
 * Cancellation rule (教学设置's default): a booking cancelled at least this many hours before
 * the lesson gets its class hours back; a later cancellation, like a no-show, consumes them.
 */
export const FREE_CANCEL_HOURS = 24;

/** A comment shown to other students or hidden by staff. */
export const COMMENT_SHOW_OPTIONS: readonly Option[] = [
  { value: 1, label: '显示', tone: 'success' },
  { value: 0, label: '隐藏', tone: 'default' },
];

export const SCORE_OPTIONS: readonly Option[] = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: `${n}星` }));

/** 隐藏 / 显示 of comments on one `updateStatus` call, told apart by the target state. */
export function showHide(path: string): TransitionDef[] {
  return [
    {
      name: 'hide',
      label: '隐藏',
      path,
      field: 'status',
      from: [1],
      to: 0,
      confirm: '隐藏后学员端将不再展示该评价，确认隐藏吗？',
      already: '所选评价已是隐藏状态',
      batch: true,
    },
    {
      name: 'show',
      label: '显示',
      path,
      field: 'status',
      from: [0],
      to: 1,
      confirm: '确认重新显示该评价吗？',
      already: '所选评价已是显示状态',
      batch: true,
    },
  ];
}
