/**
 * Car categories (spec section 3). `code` is the carType the API sends (sometimes as a
 * string), `key` the route segment, `name` the short name the route titles use
 * (routes.tsv: 道路客运区域统计, 道路客运学员备案, ...). `fullName` is the formal licence or
 * qualification name for detail pages and exports.
 *
 * Filing calls: categories with student timing-open pages carry `filingTitle` (page title
 * "<name>学员备案") and `filingSubpath`, the `:subpath` of
 * /api/course/inner/filing/:subpath/list and /api/cartexam/inner/coachTiming/:subpath/list.
 * The spec leaves the subpath open; we decided it is the key lower-cased (`pt`, `danger`,
 * `continuecoach`), which keeps it derivable from the route and safe in any URL.
 */
export interface CarCategory {
  code: number;
  key: string;
  name: string;
  fullName?: string;
  filingTitle?: string;
  filingSubpath?: string;
}

export type CategoryRange = 'licence' | 'qualification' | 'continuing' | 'preJob' | 'safety';

/** Categories without student timing-open (and coach filing) pages (spec section 9). */
export const STUDENT_TIMING_OPEN_EXCLUDED: readonly number[] = [1, 2, 3, 9, 21, 23, 40, 41, 42, 44, 45];

const BASE: ReadonlyArray<readonly [code: number, key: string, name: string, fullName: string]> = [
  [1, 'smallCar', '小车', '小型汽车'],
  [2, 'passengerCar', '客车', '大中型客车'],
  [3, 'goodsCar', '货车', '大中型货车'],
  [8, 'motor', '摩托车', '摩托车'],
  [9, 'lightTractionCar', '轻型牵引挂车', '轻型牵引挂车'],
  [20, 'pT', '道路客运', '道路旅客运输驾驶员从业资格'],
  [21, 'fT', '道路货运', '道路货物运输驾驶员从业资格'],
  [22, 'danger', '危险货物运输', '道路危险货物运输驾驶员从业资格'],
  [23, 'coach', '教练员', '机动车驾驶教练员从业资格'],
  [24, 'onlineCar', '网约车', '网络预约出租汽车驾驶员从业资格'],
  [25, 'taxi', '出租车', '巡游出租汽车驾驶员从业资格'],
  [27, 'dangerEscort', '危险货物押运', '道路危险货物运输押运人员从业资格'],
  [28, 'dangerLoad', '危险货物装卸', '道路危险货物运输装卸管理人员从业资格'],
  [29, 'explosives', '爆炸品运输', '道路爆炸品运输驾驶员从业资格'],
  [30, 'explosiveEscort', '爆炸品押运', '道路爆炸品运输押运人员从业资格'],
  [31, 'explosiveLoad', '爆炸品装卸', '道路爆炸品运输装卸管理人员从业资格'],
  [32, 'hyperToxic', '剧毒化学品运输', '道路剧毒化学品运输驾驶员从业资格'],
  [33, 'hyperToxicEscort', '剧毒化学品押运', '道路剧毒化学品运输押运人员从业资格'],
  [34, 'hyperToxicLoad', '剧毒化学品装卸', '道路剧毒化学品运输装卸管理人员从业资格'],
  [40, 'continuePT', '客运继续教育', '道路旅客运输驾驶员继续教育'],
  [41, 'continueFT', '货运继续教育', '道路货物运输驾驶员继续教育'],
  [42, 'continueDanger', '危货继续教育', '道路危险货物运输驾驶员继续教育'],
  [43, 'continueCoach', '教练员继续教育', '机动车驾驶教练员继续教育'],
  [44, 'continueOnlineCar', '网约车继续教育', '网络预约出租汽车驾驶员继续教育'],
  [45, 'continueTaxi', '出租车继续教育', '巡游出租汽车驾驶员继续教育'],
  [60, 'workTrainCoach', '教练员岗前培训', '机动车驾驶教练员岗前培训'],
  [80, 'safetyTrainingCoach', '教练员安全培训', '机动车驾驶教练员安全培训'],
  [81, 'management', '管理人员安全培训', '安全生产管理人员安全培训'],
  [82, 'production', '生产人员安全培训', '生产从业人员安全培训'],
];

export const CAR_CATEGORIES: readonly CarCategory[] = Object.freeze(
  BASE.map(([code, key, name, fullName]): CarCategory => {
    const category: CarCategory = { code, key, name, fullName };
    if (!STUDENT_TIMING_OPEN_EXCLUDED.includes(code)) {
      category.filingTitle = `${name}学员备案`;
      category.filingSubpath = key.toLowerCase();
    }
    return Object.freeze(category);
  }),
);

const byKey = new Map(CAR_CATEGORIES.map((c) => [c.key, c]));
const byCode = new Map(CAR_CATEGORIES.map((c) => [c.code, c]));

/** Category of a route segment (`pT`, `smallCar`); keys are case-sensitive like the routes. */
export function categoryByKey(key: string): CarCategory | undefined {
  return byKey.get(key);
}

/** Category of a carType; accepts the string form the API and query strings use. */
export function categoryByCode(code: number | string): CarCategory | undefined {
  return byCode.get(Number(code));
}

/** Categories that have student timing-open pages, in code order. */
export const STUDENT_TIMING_OPEN_CATEGORIES: readonly CarCategory[] = CAR_CATEGORIES.filter(
  (c) => !STUDENT_TIMING_OPEN_EXCLUDED.includes(c.code),
);
export const STUDENT_TIMING_OPEN_CODES: readonly number[] = STUDENT_TIMING_OPEN_CATEGORIES.map((c) => c.code);

export function hasStudentTimingOpen(code: number | string): boolean {
  return STUDENT_TIMING_OPEN_CODES.includes(Number(code));
}

/** Below 20: driving licence categories. */
export const isLicence = (code: number | string): boolean => Number(code) < 20;
/** 20-39: professional qualification. */
export const isQualification = (code: number | string): boolean => Number(code) >= 20 && Number(code) < 40;
/** 40-59: continuing education. */
export const isContinuingEducation = (code: number | string): boolean => Number(code) >= 40 && Number(code) < 60;
/**
 * Pre-job training. Only 60 exists; 61-79 are unassigned and counted here too so that
 * `categoryRange` is total over the code line.
 */
export const isPreJob = (code: number | string): boolean => Number(code) >= 60 && Number(code) < 80;
/** 80 and above: safety training. */
export const isSafetyTraining = (code: number | string): boolean => Number(code) >= 80;

/** Range of a carType; throws RangeError for a value that is not a number at all. */
export function categoryRange(code: number | string): CategoryRange {
  if (Number.isNaN(Number(code))) throw new RangeError(`not a car category code: ${String(code)}`);
  if (isLicence(code)) return 'licence';
  if (isQualification(code)) return 'qualification';
  if (isContinuingEducation(code)) return 'continuing';
  if (isPreJob(code)) return 'preJob';
  return 'safety';
}

/** The categories of one range, in code order (category selectors of the exam pages). */
export function categoriesInRange(range: CategoryRange): CarCategory[] {
  return CAR_CATEGORIES.filter((c) => categoryRange(c.code) === range);
}
