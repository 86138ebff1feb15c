import { describe, it, expect } from 'vitest';
import {
  CAR_CATEGORIES,
  categoriesInRange,
  categoryByCode,
  categoryByKey,
  categoryRange,
  hasStudentTimingOpen,
  isContinuingEducation,
  isLicence,
  isPreJob,
  isQualification,
  isSafetyTraining,
  STUDENT_TIMING_OPEN_CATEGORIES,
  STUDENT_TIMING_OPEN_CODES,
  STUDENT_TIMING_OPEN_EXCLUDED,
} from './categories';
import { ROUTES } from './routes';

describe('CAR_CATEGORIES', () => {
  it('lists every code and key of spec section 3 in order', () => {
    expect(CAR_CATEGORIES.map((c) => `${c.code} ${c.key}`)).toEqual([
      '1 smallCar',
      '2 passengerCar',
      '3 goodsCar',
      '8 motor',
      '9 lightTractionCar',
      '20 pT',
      '21 fT',
      '22 danger',
      '23 coach',
      '24 onlineCar',
      '25 taxi',
      '27 dangerEscort',
      '28 dangerLoad',
      '29 explosives',
      '30 explosiveEscort',
      '31 explosiveLoad',
      '32 hyperToxic',
      '33 hyperToxicEscort',
      '34 hyperToxicLoad',
      '40 continuePT',
      '41 continueFT',
      '42 continueDanger',
      '43 continueCoach',
      '44 continueOnlineCar',
      '45 continueTaxi',
      '60 workTrainCoach',
      '80 safetyTrainingCoach',
      '81 management',
      '82 production',
    ]);
  });

  it('uses the short names of the route titles', () => {
    expect(CAR_CATEGORIES.map((c) => c.name)).toEqual([
      '小车',
      '客车',
      '货车',
      '摩托车',
      '轻型牵引挂车',
      '道路客运',
      '道路货运',
      '危险货物运输',
      '教练员',
      '网约车',
      '出租车',
      '危险货物押运',
      '危险货物装卸',
      '爆炸品运输',
      '爆炸品押运',
      '爆炸品装卸',
      '剧毒化学品运输',
      '剧毒化学品押运',
      '剧毒化学品装卸',
      '客运继续教育',
      '货运继续教育',
      '危货继续教育',
      '教练员继续教育',
      '网约车继续教育',
      '出租车继续教育',
      '教练员岗前培训',
      '教练员安全培训',
      '管理人员安全培训',
      '生产人员安全培训',
    ]);
  });

  it('matches every per-category route: the key is a path segment and the title starts with the name', () => {
    const perCategory = ROUTES.filter(
      (r) =>
        r.carType !== null &&
        categoryByCode(r.carType)?.key &&
        r.path.split('/').includes(categoryByCode(r.carType)!.key),
    );
    expect(perCategory.length).toBeGreaterThan(100);
    for (const r of perCategory) expect(r.title.startsWith(categoryByCode(r.carType!)!.name), r.path).toBe(true);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CAR_CATEGORIES)).toBe(true);
    expect(Object.isFrozen(CAR_CATEGORIES[0])).toBe(true);
  });

  it('gives every category a full name', () => {
    expect(categoryByCode(1)?.fullName).toBe('小型汽车');
    expect(categoryByCode(20)?.fullName).toBe('道路旅客运输驾驶员从业资格');
    for (const c of CAR_CATEGORIES) expect(c.fullName).toBeTruthy();
  });
});

describe('lookups', () => {
  it('finds by key (case-sensitive) and by code (number or string)', () => {
    expect(categoryByKey('pT')?.code).toBe(20);
    expect(categoryByKey('pt')).toBeUndefined();
    expect(categoryByKey('nothing')).toBeUndefined();
    expect(categoryByCode(43)?.key).toBe('continueCoach');
    expect(categoryByCode('82')?.name).toBe('生产人员安全培训');
    expect(categoryByCode(26)).toBeUndefined();
  });
});

describe('ranges', () => {
  it.each([
    [1, 'licence'],
    [9, 'licence'],
    [19, 'licence'],
    [20, 'qualification'],
    [34, 'qualification'],
    [39, 'qualification'],
    [40, 'continuing'],
    [59, 'continuing'],
    [60, 'preJob'],
    [80, 'safety'],
    [82, 'safety'],
    ['81', 'safety'],
  ] as const)('%s is %s', (code, range) => {
    expect(categoryRange(code)).toBe(range);
  });

  it('has consistent predicates', () => {
    for (const c of CAR_CATEGORIES) {
      const flags = [isLicence, isQualification, isContinuingEducation, isPreJob, isSafetyTraining].map((f) =>
        f(c.code),
      );
      expect(flags.filter(Boolean)).toHaveLength(1);
    }
    expect(isPreJob(60)).toBe(true);
    expect(isSafetyTraining(79)).toBe(false);
  });

  it('groups categories by range', () => {
    expect(categoriesInRange('licence').map((c) => c.code)).toEqual([1, 2, 3, 8, 9]);
    expect(categoriesInRange('safety').map((c) => c.code)).toEqual([80, 81, 82]);
    expect(categoriesInRange('preJob').map((c) => c.code)).toEqual([60]);
  });

  it('refuses a code that is not a number', () => {
    expect(() => categoryRange('abc')).toThrow(RangeError);
  });
});

describe('student timing-open', () => {
  it('excludes the categories of spec section 9 and opens all the others', () => {
    expect(STUDENT_TIMING_OPEN_EXCLUDED).toEqual([1, 2, 3, 9, 21, 23, 40, 41, 42, 44, 45]);
    expect(STUDENT_TIMING_OPEN_CODES).toEqual([8, 20, 22, 24, 25, 27, 28, 29, 30, 31, 32, 33, 34, 43, 60, 80, 81, 82]);
    expect(STUDENT_TIMING_OPEN_CATEGORIES.map((c) => c.code)).toEqual(STUDENT_TIMING_OPEN_CODES);
    expect(hasStudentTimingOpen('20')).toBe(true);
    expect(hasStudentTimingOpen(21)).toBe(false);
  });

  it('gives exactly those categories a filing title and a lower-case filing subpath', () => {
    for (const c of CAR_CATEGORIES) {
      const open = STUDENT_TIMING_OPEN_CODES.includes(c.code);
      expect(c.filingTitle, c.key).toBe(open ? `${c.name}学员备案` : undefined);
      expect(c.filingSubpath, c.key).toBe(open ? c.key.toLowerCase() : undefined);
    }
    expect(categoryByKey('pT')?.filingTitle).toBe('道路客运学员备案');
    expect(categoryByKey('pT')?.filingSubpath).toBe('pt');
    expect(categoryByKey('danger')?.filingSubpath).toBe('danger');
  });

  it('matches the student timing-open pages of the route table, titles included', () => {
    const filingPages = ROUTES.filter((r) => /^\/timing\/studentTimingOpen\/[^/]+\/stuTimingFilings$/.test(r.path));
    expect(filingPages.map((r) => r.carType)).toEqual(STUDENT_TIMING_OPEN_CODES);
    for (const r of filingPages) expect(r.title).toBe(categoryByCode(r.carType!)?.filingTitle);
  });
});
