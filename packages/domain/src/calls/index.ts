import callRows from './calls.generated.json';
import type { CallDef, CallRow } from './callTypes';
import { EXPORT_PROGRESS_CALL, IMPORT_PROGRESS_CALL, PREFERENCE_CALLS } from '../preferences';
import { BI_EXPORT } from '../resources/analytics/options';

const sys = '/api/system/inner';
/** Calls of the decided extra pages (operation log, dictionary management) and exports. */
const EXTRA_CALL_ROWS: readonly CallRow[] = [
  ['POST', `${sys}/operationLog/v1/list`, 'system', 'list', 'list operation log', ['/systems/operationLog']],
  [
    'POST',
    `${sys}/operationLog/v1/detail`,
    'system',
    'detail',
    'operation log entry with before/after',
    ['/systems/operationLog'],
  ],
  ['POST', `${sys}/operationLog/v1/export`, 'system', 'export', 'export operation log', ['/systems/operationLog']],
  ['POST', `${sys}/loginLog/v1/list`, 'system', 'list', '[decided] list sign-in attempts', ['/systems/loginLog']],
  ['POST', `${sys}/loginLog/v1/export`, 'system', 'export', '[decided] export sign-in attempts', ['/systems/loginLog']],
  ['POST', `${sys}/onlineUser/v1/list`, 'system', 'list', '[decided] list signed-in sessions', ['/systems/onlineUser']],
  [
    'POST',
    `${sys}/onlineUser/v1/forceLogout`,
    'system',
    'auth',
    '[decided] end one signed-in session at once (强退)',
    ['/systems/onlineUser'],
  ],
  [
    'GET',
    '/api/docs',
    'system',
    'other',
    '[decided] the OpenAPI 3.1 description of every call (for integrators; with 系统监控)',
    ['/systems/monitor'],
  ],
  [
    'POST',
    `${sys}/monitor/v1/overview`,
    'system',
    'detail',
    '[decided] the process, database, store and job queue figures of 系统监控',
    ['/systems/monitor'],
  ],
  [
    'POST',
    `${sys}/sensitiveWord/v1/export`,
    'system',
    'export',
    'export sensitive words',
    ['/systems/sensitiveWordMg'],
  ],
  [
    'POST',
    '/api/user/inner/sysOperationUser/v1/export',
    'user',
    'export',
    'export operation accounts',
    ['/systems/accountMg'],
  ],
  [
    'POST',
    '/api/user/inner/sysOperationUser/v1/unlock',
    'user',
    'auth',
    '[decided] lift the login lock of an operation account',
    ['/systems/accountMg'],
  ],
  // Marketing: the server side of mini-program actions the spec does not list (decided paths).
  [
    'POST',
    '/api/bbxc/order/inner/coupon/v1/receive',
    'bbxc-order',
    'create',
    '[decided] receive a coupon for a student',
    ['/marketings/activities/couponReceivedList'],
  ],
  [
    'POST',
    '/api/bbxc/order/inner/secKill/v1/purchase',
    'bbxc-order',
    'create',
    '[decided] buy in a flash sale (takes stock)',
    ['/marketings/activities/secsKill'],
  ],
  [
    'POST',
    '/api/bbxc/order/inner/turntable/draw',
    'bbxc-order',
    'create',
    '[decided] draw on a prize wheel (daily limit)',
    ['/marketings/activities/turntable'],
  ],
  // Exam-room money: the student and coach apps' actions behind the console's records (decided paths).
  [
    'POST',
    '/api/examroom/order/book',
    'examroom',
    'create',
    '[decided] student books exam-room training (paid order, sub-orders)',
    ['/orders/examroom/orderMag'],
  ],
  [
    'POST',
    '/api/examroom/train/finish',
    'examroom',
    'create',
    '[decided] coach signs off a training (wallet credit, bill)',
    ['/orders/examroom/trainMag'],
  ],
  [
    'POST',
    '/api/examroom/cashRecard/apply',
    'examroom',
    'create',
    '[decided] coach requests a withdrawal (freezes the amount)',
    ['/operates/cashRecordMag'],
  ],
  [
    'POST',
    '/api/examroom/orderRefund/apply',
    'examroom',
    'create',
    '[decided] student requests a refund of a booked sub-order',
    ['/financials/refund'],
  ],
  // Orders: what staff do at the counter for a student (decided paths).
  [
    'POST',
    '/api/bbxc/order/inner/refund/v1/apply',
    'bbxc-order',
    'create',
    '[decided] apply for a refund of an enrolment order for a student',
    ['/orders/refundMgList'],
  ],
  [
    'POST',
    '/api/bbxc/order/inner/preregisterOrder/v1/convert',
    'bbxc-order',
    'create',
    '[decided] turn a pre-registration into an enrolment order (deposit counted)',
    ['/orders/preregisterOrder'],
  ],
  // 计时班: staff book a lesson for a student, sign it off, record a no-show, cancel it (decided paths).
  [
    'POST',
    '/api/time/drive/inner/booking/create',
    'time',
    'create',
    '[decided] book a lesson of an open slot for a student (class hours used)',
    ['/timedClass/timeworkOrder'],
  ],
  [
    'POST',
    '/api/time/drive/inner/booking/finish',
    'time',
    'status',
    '[decided] sign a booked lesson off as taken',
    ['/timedClass/timeworkOrder'],
  ],
  [
    'POST',
    '/api/time/drive/inner/booking/noShow',
    'time',
    'status',
    '[decided] record a no-show (hours consumed)',
    ['/timedClass/timeworkOrder'],
  ],
  // 评价: the exports of the evaluation lists and reports the spec names none for (decided paths).
  ...(
    [
      ['commentCoach/v1/export', 'export coach comments', '/teaching/commentMg/teachComment'],
      ['commentAccompany/v1/export', 'export accompany comments', '/teaching/commentMg/driveComment'],
      ['commentCoach/v1/exportScore', 'export comment scores', '/teaching/commentMg/teachCommentScore'],
      ['commentCoach/v1/exportStoreScoreDetail', 'export a store score detail', '/teaching/commentMg/storeScoreDetail'],
      ['commentCoach/v1/exportCoachScoreDetail', 'export a coach score detail', '/teaching/commentMg/coachScoreDetail'],
      [
        'satisfactionSolidify/exportNewCoachDetail',
        'export new coach satisfaction detail',
        '/teaching/commentMg/teachSatisfaction/newCoachMonthDetail',
      ],
      ['satisfactionSolidify/exportTeachingRate', 'export comment rates', '/teaching/commentMg/teachingRate'],
      [
        'satisfactionSolidify/exportTeachingRateStoreDetail',
        'export a store comment rate detail',
        '/teaching/commentMg/teachingRateStoreDetail',
      ],
      [
        'satisfactionSolidify/exportTeachingRateCoachDetail',
        'export a coach comment rate detail',
        '/teaching/commentMg/teachingRateCoachDetail',
      ],
    ] as const
  ).map(([path, purpose, page]): CallRow => [
    'POST',
    `/api/comment/inner/${path}`,
    'comment',
    'export',
    `[decided] ${purpose}`,
    [page],
  ]),
  [
    'POST',
    '/api/comment/inner/satisfactionSolidify/recompute',
    'comment',
    'other',
    '[decided] freeze a closed month satisfaction again from the comments as they are now (logged)',
    ['/teaching/commentMg/teachSatisfaction/satisfactionReport'],
  ],
  [
    'POST',
    '/api/time/drive/inner/closePlanClassRecord/detail',
    'time',
    'detail',
    '[decided] a closing record with the students told',
    ['/timedClass/closeScheduling'],
  ],
  [
    'POST',
    '/api/time/drive/inner/booking/cancel',
    'time',
    'status',
    '[decided] cancel a booking (hours back when 24 h ahead)',
    ['/timedClass/timeworkOrder'],
  ],
  // 潜在客户: a lead enrols at the counter; leads are assigned to staff (channel members) chosen by name.
  [
    'POST',
    '/api/bbxc/operate/inner/operatePotentialCustomer/convert',
    'bbxc-operate',
    'create',
    '[decided] enrol a lead at the counter (student and paid order made, lead 已报名)',
    ['/homes/home/potentialCustomer'],
  ],
  [
    'POST',
    '/api/bbxc/tenant/inner/channelMember/v1/listForSelector',
    'bbxc-tenant',
    'dict',
    '[decided] staff (channel members) by name for selects',
    ['/homes/home/potentialCustomer'],
  ],
  // BI报表: every report page exports what it shows (issue 50.6), one call told apart by `type`.
  [
    'POST',
    BI_EXPORT,
    'analysis',
    'export',
    '[decided] export a BI report as shown (招生报表, 教学报表, 库存报表, 营销报表)',
    ['/bi/enrollmentReport', '/bi/teachingReport', '/bi/inventoryReport', '/bi/marketingReport'],
  ],
  // Issue 50.3: a school's staff register their school's training cars at the exam room (reviewed
  // there), and make a school coach schedulable there in one step (one person in both lists).
  [
    'POST',
    '/api/examroom/car/save',
    'examroom',
    'create',
    '[decided] register a school car at the exam room (待审核 until reviewed)',
    ['/operates/carMag'],
  ],
  [
    'POST',
    '/api/user/inner/coach/v1/joinExamroom',
    'user',
    'status',
    '[decided] make a school coach schedulable at the exam room (its exam-room coach 已同意)',
    ['/school/coachMg'],
  ],
  // A user's own preferences (issue 40: table layouts, theme), kept on the server to follow them.
  ['POST', PREFERENCE_CALLS.get, 'user', 'config', '[decided] read one of my preferences', []],
  ['POST', PREFERENCE_CALLS.save, 'user', 'config', '[decided] save or reset one of my preferences', []],
  ['POST', EXPORT_PROGRESS_CALL, 'user', 'export', '[decided] rows written so far by my export', []],
  ['POST', IMPORT_PROGRESS_CALL, 'user', 'import', '[decided] rows checked and written so far by my import', []],
  ...(['list', 'save', 'update', 'delete', 'enable', 'disable'] as const).map((action): CallRow => [
    'POST',
    `${sys}/sysDictionary/v1/${action}`,
    'system',
    action,
    `${action} dictionary entries`,
    ['/systems/dictionaryMg'],
  ]),
];

/** Rows of the spec's call table (scripts/gen-spec-tables.mjs) and the decided extras. */
const CALL_ROWS = [...(callRows as unknown as readonly CallRow[]), ...EXTRA_CALL_ROWS];

export type { CallDef } from './callTypes';

/** Every call of the console (spec section 7 expanded in calls.tsv), with the `/api` prefix. */
export const CALLS: readonly CallDef[] = CALL_ROWS.map(([method, path, family, action, purpose, pages]) => ({
  method: method as CallDef['method'],
  path,
  family,
  action,
  purpose,
  pages,
}));

/**
 * Calls any logged-in user may make whatever their role: the session's own data and the
 * common lookups every page needs (the spec's "no-control" routes on the server side).
 * `.pass` calls need no token at all.
 */
export const NO_CONTROL_CALLS: readonly string[] = [
  '/api/user/inner/sysUser/v1/updatePwd',
  '/api/user/inner/sysUser/v1/load',
  '/api/user/inner/sysUser/v1/loadStrategies',
  PREFERENCE_CALLS.get,
  PREFERENCE_CALLS.save,
  EXPORT_PROGRESS_CALL,
  IMPORT_PROGRESS_CALL,
  '/api/system/authcodes/getPcRemoteAuthCode',
  '/api/system/inner/sysDictionary/findDictMesToCache',
  '/api/system/inner/sysRegion/tree',
  // Every form with an image or attachment uploads; files stay within the tenant.
  '/api/common/inner/file/v1/getUploadToken',
  '/api/common/inner/file/v1/upload',
  '/api/common/inner/file/v1/getDownloadUrl',
  '/api/common/inner/file/v1/downloadZip',
  // The rich editor's limits, needed wherever an editor is.
  '/api/bbxc/tenant/inner/common/attachment/config',
  // Organisation lookups ({id, name} of the tenant's live, enabled rows) behind the school,
  // store, coach and car-type selects of forms and search forms in many areas.
  '/api/zjerp/inner/school/v1/listForSelector',
  '/api/zjerp/inner/store/v1/listForSelector',
  '/api/zjerp/inner/area/v1/listForSelector',
  '/api/zjerp/inner/trainingCenter/v1/listForSelector',
  '/api/user/inner/coach/v1/listForSelector',
  '/api/user/inner/carCategory/v1/listForSelector',
  '/api/bbxc/tenant/inner/channelMember/v1/listForSelector',
];

/**
 * What an account signed in with an initial (or reset) password may call until it changes it:
 * who it is (load) and the change itself; signing out is a `.pass` call.
 */
export const FIRST_SIGN_IN_CALLS: readonly string[] = [
  '/api/user/inner/sysUser/v1/load',
  '/api/user/inner/sysUser/v1/updatePwd',
];

export function isPassCall(path: string): boolean {
  return path.endsWith('.pass');
}
