import { idCheckChar, EXAM_PASS_SCORE, isLicence } from '@coach/domain';

/**
 * The demo students, generated from a seed so two fresh installations show the same numbers,
 * and relative to `now` so every report has figures in the current period: enrolments over
 * the last 12 months (a few more each month), every school, store and coach, the five
 * statistic sets of categories, and stages reached in time order with the exam sittings
 * (failed ones too) and the timing activations that go with them.
 */
export interface DemoOrg {
  stores: { id: string; name: string; schoolId: string; schoolName: string; areaCode?: string }[];
  /** The stores' coaches, with the category each teaches (准驾车型) when known. */
  coaches: { id: string; name: string; storeId: string; carType?: number }[];
  channel?: { id: string; name: string };
}

export interface DemoStudent {
  name: string;
  mobile: string;
  idCard: string;
  gender: number;
  store: DemoOrg['stores'][number];
  coach?: DemoOrg['coaches'][number];
  channel?: DemoOrg['channel'];
  carType: number;
  enrolTime: number;
  orderNo: string;
  stage: number;
  /** [stage, time] of every stage reached, the first the enrolment. */
  stages: [number, number][];
  exams: { subject: number; time: number; score: number }[];
  timingOpenTime?: number;
  activateTime?: number;
  /** Study sittings (科目一 while in stage 1, 科目四 in stage 4), once timing is opened. */
  study: { subject: number; startTime: number; minutes: number; valid: boolean }[];
}

const DAY = 86400;
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
];
const GIVEN = [
  '子涵',
  '浩然',
  '欣怡',
  '宇轩',
  '梓萱',
  '俊杰',
  '雨桐',
  '明轩',
  '诗琪',
  '博文',
  '佳怡',
  '一鸣',
  '思远',
  '嘉怡',
  '天佑',
  '若曦',
  '泽宇',
  '静怡',
  '文博',
  '晨曦',
];
const DISTRICTS = ['320102', '320104', '320105', '320106', '320111', '320113', '320114', '320115'];
/**
 * Categories by weight, as a school that trains drivers and also runs the transport
 * qualification courses sees its students: most apply for 小车 (C1/C2), far fewer for 客车,
 * 货车, 摩托车 and C6, and about one in four comes for a qualification, continuing-education,
 * pre-job or safety course (网约车 and 出租车 the busiest of those).
 */
const CATEGORIES: [number, number][] = [
  [1, 150],
  [2, 6],
  [3, 8],
  [8, 10],
  [9, 3],
  [20, 3],
  [21, 3],
  [22, 2],
  [23, 1],
  [24, 5],
  [25, 4],
  [27, 1],
  [28, 1],
  [29, 1],
  [30, 1],
  [31, 1],
  [32, 1],
  [33, 1],
  [34, 1],
  [40, 2],
  [41, 2],
  [42, 1],
  [43, 1],
  [44, 2],
  [45, 2],
  [60, 2],
  [80, 1],
  [81, 1],
  [82, 1],
];
/**
 * The first students take every category in turn, this many each, before the weights draw
 * the rest: every category's pages (the five statistic sets of 计时管理, a region page each,
 * its filing list with 已备案 and 未备案 rows) have students whatever the weights.
 */
const EACH_CATEGORY_AT_LEAST = 4;

/** mulberry32: a small, fast, seedable generator (no dependency for 800 rows). */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted(next: () => number, items: [number, number][]): number {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = next() * total;
  for (const [value, weight] of items) if ((r -= weight) < 0) return value;
  return items[items.length - 1][0];
}

export function demoStudents(org: DemoOrg, now: number, count = 800, seed = 2026): DemoStudent[] {
  const next = random(seed);
  // An account is activated within 3 days of enrolling: one whose day has not come is not yet
  // (the newest students of 学员查询 wait for 激活, as at a real school).
  const activated = (at: number | undefined) => (at !== undefined && at <= now ? at : undefined);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const out: DemoStudent[] = [];
  for (let i = 0; i < count; i++) {
    const carType =
      i < EACH_CATEGORY_AT_LEAST * CATEGORIES.length
        ? CATEGORIES[i % CATEGORIES.length][0]
        : weighted(next, CATEGORIES);
    // Later months a little busier: the enrolment day leans toward now (sqrt of a uniform).
    const enrolTime = now - Math.floor((1 - Math.sqrt(next())) * 365 * DAY) - int(600, 20 * 3600);
    const store = org.stores[int(0, org.stores.length - 1)];
    // The student's coach is one of the store's, teaching the student's category if one does.
    const atStore = org.coaches.filter((c) => c.storeId === store.id);
    const ownCategory = atStore.filter((c) => c.carType === carType);
    const coaches = ownCategory.length ? ownCategory : atStore;
    const male = next() < 0.62;
    const birth = `${int(1975, 2006)}${String(int(1, 12)).padStart(2, '0')}${String(int(1, 28)).padStart(2, '0')}`;
    const first17 = `${DISTRICTS[int(0, DISTRICTS.length - 1)]}${birth}${String(int(0, 49) * 2 + (male ? 1 : 0))
      .padStart(3, '0')
      .slice(-3)}`;
    // A licence student moves through 科目一 … 科目四, each an exam (failed ones too), about a
    // month each. A course student (qualification, continuing, pre-job, safety) has no 科目二/三
    // and so no practical lessons with a coach: the theory part (科目一 hours), then the
    // practical or online part (科目四 hours), then 已结业. The course's final exam is an exam
    // record (教学管理), not a bbxc_student_exam row, whose subjects are a licence's four.
    // Never past now.
    const stages: [number, number][] = [[1, enrolTime]];
    const exams: DemoStudent['exams'] = [];
    let at = enrolTime;
    if (isLicence(carType)) {
      for (let subject = 1; subject <= 4; subject++) {
        const sitting = at + int(12, 45) * DAY;
        if (sitting > now - DAY) break;
        if (next() < 0.18) exams.push({ subject, time: sitting, score: int(55, EXAM_PASS_SCORE - 1) });
        const passed =
          exams.length && exams[exams.length - 1].subject === subject ? sitting + int(10, 20) * DAY : sitting;
        if (passed > now - DAY) break;
        exams.push({ subject, time: passed, score: int(EXAM_PASS_SCORE, 100) });
        at = passed;
        stages.push([subject + 1, passed]);
      }
    } else {
      for (const [stage, days] of [
        [4, int(10, 30)],
        [5, int(5, 20)],
      ]) {
        if (at + days * DAY > now - DAY) break;
        at += days * DAY;
        stages.push([stage, at]);
      }
    }
    const opened = next() < 0.85 ? enrolTime + int(1, 5) * DAY : undefined;
    const study: DemoStudent['study'] = [];
    if (opened && opened < now) {
      for (const subject of [1, 4]) {
        const from = subject === 1 ? opened : stages.find(([stage]) => stage === 4)?.[1];
        if (from === undefined) continue;
        // Studied until the next stage is reached (科目二 or, for a course, 科目四 after 科目一).
        const after = stages[stages.findIndex(([stage]) => stage === subject) + 1];
        const until = Math.min(now - 3600, after?.[1] ?? now);
        // Sittings of 20 minutes to 1.5 hours; a subject still being studied has as many as
        // its weeks so far allow, so recent students fall short of the hours required.
        const ongoing = !after;
        const planned = int(16, 44);
        const sittings = ongoing
          ? Math.max(1, Math.round(planned * Math.min(1, (until - from) / (45 * DAY))))
          : planned;
        for (let n = sittings; n > 0 && until > from; n--) {
          study.push({
            subject,
            startTime: from + Math.floor(next() * (until - from)),
            minutes: int(20, 90),
            valid: next() < 0.92,
          });
        }
      }
    }
    out.push({
      name: SURNAMES[int(0, SURNAMES.length - 1)] + GIVEN[int(0, GIVEN.length - 1)],
      mobile: `1${[3, 5, 7, 8][int(0, 3)]}${String(900000000 + i * 7919).slice(-9)}`,
      idCard: first17 + idCheckChar(first17),
      gender: male ? 1 : 2,
      store,
      coach: coaches.length ? coaches[int(0, coaches.length - 1)] : undefined,
      channel: org.channel && next() < 0.15 ? org.channel : undefined,
      carType,
      enrolTime,
      orderNo: `BM${enrolTime}${String(i).padStart(4, '0')}`,
      stage: stages[stages.length - 1][0],
      stages,
      exams,
      timingOpenTime: opened && opened < now ? opened : undefined,
      activateTime: activated(next() < 0.9 ? enrolTime + int(600, 3 * DAY) : undefined),
      study,
    });
  }
  return out;
}
