import { PAGE_ROUTES, routeByPath } from './index';

/**
 * The visible page a hidden page (detail, edit, explanation) is opened from. The route
 * table does not name it, so it is derived from the paths, most specific rule first:
 *  1. a visible sibling whose name begins the hidden page's name
 *     (`potentialCustomerDetail` -> `potentialCustomer`, `secsKillModify` -> `secsKill`);
 *  2. the nearest ancestor that is a visible page (`coachMag/coachDetail/:id` -> `coachMag`);
 *  3. a visible sibling sharing the longest name prefix of at least four letters
 *     (`stuTimingFilingsModify` -> `stuTimingFilings`, `couponModify` -> `couponList`);
 *  4. the first visible page of the same folder (`statementList/totalIncome` -> `statementList`'s folder).
 * A few pages the names cannot place are listed in OVERRIDES; `folder` means the page is
 * shared by every page of its folder (course info serves every category's course list).
 * Holding a parent page is what makes a hidden page reachable (spec §6).
 */

/** In an override: every visible page of the hidden page's folder. */
const FOLDER = 'folder';

const OVERRIDES: Record<string, string[] | typeof FOLDER> = {
  // spec: "teachComment with score, storeScoreDetail, coachScoreDetail"
  '/teaching/commentMg/storeScoreDetail': ['/teaching/commentMg/teachComment'],
  '/teaching/commentMg/coachScoreDetail': ['/teaching/commentMg/teachComment'],
  // spec: "channelMgBgInfo with coupon detail pages"
  '/channelMgs/channelMgBg/channelCouponReceiveDetail': ['/channelMgs/channelMgBg/channelMgBgInfo'],
  '/channelMgs/channelMgBg/channelCouponUseDetail': ['/channelMgs/channelMgBg/channelMgBgInfo'],
  '/contents/courseInfo': FOLDER,
  '/timing/coachTimingOpen/timingOpenModify': FOLDER,
  // 订单管理's own detail (its order numbers, and 学员详情's, open it), also opened from the bills
  // of 财务管理: 订单管理 first, so a school operator holding only it gets there and back.
  '/financials/orderDetail2': ['/orders/orderMgList', FOLDER],
};

const visible = PAGE_ROUTES.filter((r) => !r.hidden);

function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

function derive(path: string): string | undefined {
  const pattern = path.replace(/\/:[^/]+$/, '');
  const folder = folderOf(pattern);
  const name = nameOf(pattern);
  const siblings = visible.filter((r) => folderOf(r.path) === folder);

  const starts = siblings.filter((r) => name.startsWith(nameOf(r.path)));
  if (starts.length) return starts.sort((a, b) => nameOf(b.path).length - nameOf(a.path).length)[0].path;

  for (let up = folder; up.split('/').length > 2; up = folderOf(up)) {
    const page = routeByPath(up);
    if (page && !page.hidden) return page.path;
  }

  let best: { path: string; score: number } | undefined;
  for (const sibling of siblings) {
    const score = commonPrefix(name, nameOf(sibling.path));
    if (score >= 4 && (!best || score > best.score)) best = { path: sibling.path, score };
  }
  if (best) return best.path;

  for (let up = folder; up.split('/').length > 1; up = folderOf(up)) {
    const first = visible.find((r) => r.path.startsWith(up + '/'));
    if (first) return first.path;
  }
  return undefined;
}

function parentsOf(path: string): string[] {
  const override = OVERRIDES[path];
  const folderPages = () => visible.filter((r) => r.path.startsWith(folderOf(path) + '/')).map((r) => r.path);
  if (override === FOLDER) return folderPages();
  if (override) return override.flatMap((p) => (p === FOLDER ? folderPages() : [p]));
  const derived = derive(path);
  return derived ? [derived] : [];
}

const PARENTS = new Map<string, string[]>(PAGE_ROUTES.filter((r) => r.hidden).map((r) => [r.path, parentsOf(r.path)]));

/** Visible pages a hidden route is opened from (holding any one grants it); [] otherwise. */
export function parentPagesOf(routePath: string): readonly string[] {
  return PARENTS.get(routePath) ?? [];
}

/** The main parent page, for highlighting the menu while a hidden page is open. */
export function parentPageOf(routePath: string): string | undefined {
  return PARENTS.get(routePath)?.[0];
}
