import type { TestApp } from '@coach/server/test/testApp.ts';

export const SCHOOL = '/api/bbxc/operate/inner/school/v1';
export const STORE = '/api/zjerp/inner/store/v1';
export const GROUND = '/api/zjerp/inner/trainingCenter/v1';
export const COACH = '/api/user/inner/coach/v1';
export const SCHOOL_SELECTOR = '/api/zjerp/inner/school/v1/listForSelector';
export const FEEDBACK = '/api/bbxc/operate/inner/feedback/v1';

/** 南京市 districts: the region values of the forms. */
export const GULOU = ['320000', '320100', '320106'];
export const JIANGNING = ['320000', '320100', '320115'];

/** Valid ID numbers (check character computed) for coaches. */
export const ID_CARDS = [
  '11010519491231002X',
  '320106199001011238',
  '320115198505203219',
  '110101199003074477',
  '320102197803154017',
  '320111199208085526',
  '320104198811116632',
];

export async function addSchool(
  t: TestApp,
  token: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { body } = await t.post(
    `${SCHOOL}/saveOrUpdate`,
    { name, region: GULOU, address: '中山北路1号', principal: '周校长', contactMobile: '13951000001', ...extra },
    { token },
  );
  if (!body.status) throw new Error(`add school ${name}: ${body.message}`);
  return body.result.id;
}

export async function addStore(
  t: TestApp,
  token: string,
  schoolId: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { body } = await t.post(
    `${STORE}/saveOrUpdate`,
    { name, schoolId, region: GULOU, address: '中山北路2号', contactPhone: '025-83301234', ...extra },
    { token },
  );
  if (!body.status) throw new Error(`add store ${name}: ${body.message}`);
  return body.result.id;
}

let coachSeq = 0;
/** A coach with a fresh mobile; `idCard` must be unique in the tenant too. */
export async function addCoach(
  t: TestApp,
  token: string,
  schoolId: string,
  idCard: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  coachSeq++;
  const { body } = await t.post(
    `${COACH}/saveOrUpdate`,
    {
      name: `教练${'甲乙丙丁戊己庚辛壬癸'[coachSeq % 10]}`,
      mobile: `1395300${String(coachSeq).padStart(4, '0')}`,
      idCard,
      gender: 1,
      schoolId,
      carType: 1,
      teachSubject: 2,
      ...extra,
    },
    { token },
  );
  if (!body.status) throw new Error(`add coach: ${body.message}`);
  return body.result.id;
}
