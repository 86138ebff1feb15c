/**
 * The arithmetic of the 排班 week grid, kept apart from React so it can be tested: weeks
 * run Monday to Sunday in Beijing time (the exam room's clock, whatever the browser's zone),
 * and plans of one day that overlap in time (different coaches) share the column in lanes.
 */
const DAY = 86400;
const BEIJING = 8 * 3600;

/** Monday 00:00 (Beijing) of the week holding `t`, in Unix seconds. */
export function weekStart(t: number): number {
  const local = t + BEIJING;
  const dayStart = local - (((local % DAY) + DAY) % DAY);
  const weekday = (Math.floor(dayStart / DAY) + 3) % 7; // 1970-01-01 was a Thursday
  return dayStart - weekday * DAY - BEIJING;
}

/** `YYYY-MM-DD` of a Unix second in Beijing time. */
export function beijingDate(t: number): string {
  return new Date((t + BEIJING) * 1000).toISOString().slice(0, 10);
}

/** `HH:mm` of a Unix second in Beijing time. */
export function beijingTime(t: number): string {
  return new Date((t + BEIJING) * 1000).toISOString().slice(11, 16);
}

/** Monday 00:00 of the week named by `YYYY-MM-DD` (any day of it), or of this week. */
export function weekFromParam(value: string | null, now = Math.floor(Date.now() / 1000)): number {
  const m = value && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return weekStart(now);
  return weekStart(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000 - BEIJING + 12 * 3600);
}

export const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

export interface PlanLike {
  id: string;
  startTime: number;
  endTime: number;
}

export interface PlacedPlan<P extends PlanLike> {
  plan: P;
  day: number;
  lane: number;
  lanes: number;
}

/**
 * Plans of the week by day (0 = Monday), each with its lane: a plan takes the first lane
 * free at its start; plans chained by overlap share one lane count so their widths agree.
 */
export function placePlans<P extends PlanLike>(plans: readonly P[], week: number): PlacedPlan<P>[] {
  const placed: PlacedPlan<P>[] = [];
  for (let day = 0; day < 7; day++) {
    const from = week + day * DAY;
    const ofDay = plans
      .filter((p) => p.startTime >= from && p.startTime < from + DAY)
      .sort((a, b) => a.startTime - b.startTime || a.endTime - b.endTime);
    let group: PlacedPlan<P>[] = [];
    let groupEnd = -Infinity;
    let laneEnds: number[] = [];
    const close = () => {
      const lanes = Math.max(1, laneEnds.length);
      for (const g of group) g.lanes = lanes;
      group = [];
      laneEnds = [];
    };
    for (const plan of ofDay) {
      if (plan.startTime >= groupEnd) close();
      let lane = laneEnds.findIndex((end) => end <= plan.startTime);
      if (lane < 0) lane = laneEnds.push(plan.endTime) - 1;
      else laneEnds[lane] = plan.endTime;
      const item = { plan, day, lane, lanes: 1 };
      group.push(item);
      placed.push(item);
      groupEnd = Math.max(groupEnd, plan.endTime);
    }
    close();
  }
  return placed;
}

/** Hours the grid shows: the setting's opening hours, widened to hold every plan of the week. */
export function visibleHours(
  plans: readonly PlanLike[],
  week: number,
  dayStart = '08:00',
  dayEnd = '18:00',
): { first: number; last: number } {
  let first = Number(dayStart.slice(0, 2)) || 0;
  let last = Math.ceil(Number(dayEnd.slice(0, 2)) + Number(dayEnd.slice(3, 5)) / 60) || 24;
  for (const p of plans) {
    const offset = ((p.startTime - week) % DAY) / 3600;
    const length = (p.endTime - p.startTime) / 3600;
    first = Math.min(first, Math.floor(offset));
    last = Math.max(last, Math.min(24, Math.ceil(offset + length)));
  }
  return { first, last: Math.max(last, first + 1) };
}

/**
 * The week shown, as the buttons that act on it name it: 本周, 下周, 上周, else 该周 (a 开放本周排班
 * on next week's grid opened next week's plans while saying this week's).
 */
export function weekWord(week: number, now = Math.floor(Date.now() / 1000)): string {
  const offset = Math.round((week - weekStart(now)) / (7 * DAY));
  return offset === 0 ? '本周' : offset === 1 ? '下周' : offset === -1 ? '上周' : '该周';
}

/**
 * The day a new plan proposes (`YYYY-MM-DD`), always one of the week on screen: tomorrow when it
 * is in that week, else today when it is, else the week's Monday.
 */
export function proposedDay(week: number, now = Math.floor(Date.now() / 1000)): string {
  const inWeek = (t: number) => t >= week && t < week + 7 * DAY;
  if (inWeek(now + DAY)) return beijingDate(now + DAY);
  if (inWeek(now)) return beijingDate(now);
  return beijingDate(week);
}
