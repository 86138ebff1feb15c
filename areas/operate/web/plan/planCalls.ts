import { CLASS_PLAN_CALLS } from '../../domain/plan/classPlan';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { post } from '@coach/web/platform/http.ts';
import { resultOf, type Page } from '@coach/web/kit/resource/api.ts';

/** A class plan as the list answers it. */
export interface Plan {
  id: string;
  coachId: string;
  coachName: string;
  carId: string;
  carNo: string;
  subject: number;
  startTime: number;
  endTime: number;
  capacity: number;
  bookedCount: number;
  status: number;
  remark: string | null;
}

export interface Choice {
  value: string;
  label: string;
}

export const planDef = resourcesByName.examClassPlan;
const coachDef = resourcesByName.examCoach;
const carDef = resourcesByName.examCar;
const DAY = 86400;

/** Every plan of a week, page after page (the server answers at most 500 rows a call). */
export async function weekPlans(
  week: number,
  filter: { coachId?: string; carId?: string },
  signal?: AbortSignal,
): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const body = { startTime: week, endTime: week + 7 * DAY - 1, pageNum, pageSize: 500, ...filter };
    const page = resultOf(await post<Page<Plan & Record<string, unknown>>>(planDef.api.list!, body, { signal }));
    plans.push(...page.list);
    if (page.list.length === 0 || plans.length >= page.total) return plans;
  }
}

/** Agreed coaches and approved cars: the only ones a plan may take. */
export async function coachChoices(): Promise<Choice[]> {
  const page = resultOf(
    await post<Page<{ id: string; name: string; mobile: string }>>(
      coachDef.api.list!,
      { status: 1, pageSize: 500 },
      { quiet: true },
    ),
  );
  return page.list.map((c) => ({ value: c.id, label: c.name }));
}

export async function carChoices(): Promise<Choice[]> {
  const page = resultOf(
    await post<Page<{ id: string; carNo: string }>>(carDef.api.list!, { status: 1, pageSize: 500 }, { quiet: true }),
  );
  return page.list.map((c) => ({ value: c.id, label: c.carNo }));
}

export function movePlan(direction: 'ahead' | 'delay', id: string, minutes: number, reason?: string) {
  return post<{ startTime: number; endTime: number }>(CLASS_PLAN_CALLS[direction], {
    id,
    minutes,
    reason: reason || undefined,
  });
}

export function sendPlanMessage(id: string, content?: string) {
  return post<{ notified: number }>(CLASS_PLAN_CALLS.sendMsg, { id, content: content || undefined });
}

export function setPeriod(open: boolean, week: number, filter: { coachId?: string; carId?: string }) {
  return post<{ changed: number }>(open ? CLASS_PLAN_CALLS.schedulingOpen : CLASS_PLAN_CALLS.schedulingClose, {
    startTime: week,
    endTime: week + 7 * DAY - 1,
    ...filter,
  });
}

/** 课时设置 (the grid's hours, a new plan's length and capacity). */
export const classHourCalls = {
  load: () => post<Record<string, unknown>>(CLASS_PLAN_CALLS.classHourGet, {}),
  save: (values: Record<string, unknown>) => post<unknown>(CLASS_PLAN_CALLS.classHourSave, values, { silent: true }),
};

/** 考场设置 (the exam room's name, address, phone and photos the mini program shows). */
export const examPlaceCalls = {
  load: () => post<Record<string, unknown>>(CLASS_PLAN_CALLS.examPlaceGet, {}),
  save: (values: Record<string, unknown>) => post<unknown>(CLASS_PLAN_CALLS.examPlaceSave, values, { silent: true }),
};
