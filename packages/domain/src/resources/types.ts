import type { ActionDef, StateCondition, TransitionDef } from './rowStates';
import type { FieldDef } from './fieldTypes';

export * from './fieldTypes';

export type Scope = 'tenant' | 'channel';

/** Columns holding the school and the store of a row (`id` for the school or store table itself). */
export interface OrgColumns {
  school?: string;
  store?: string;
}

/**
 * A table of related rows in a record's detail, its columns described as fields. Either a
 * `detail` hook answers the rows (`columns` given), or they are another resource's (`from`).
 */
export interface DetailTableDef {
  key: string;
  title: string;
  /** The columns; a `from` table takes them from its resource's fields (`detailColumns`). */
  columns?: readonly FieldDef[];
  from?: DetailSource;
}

/**
 * The related rows are another resource's, read by the engine with that resource's own scope
 * (tenant, channel, school and store, soft delete, subset), order and masking: those whose
 * `column` holds the record's id (or the record's `recordColumn`: an exam-room order names its
 * student by mobile). A detail shows another area's rows this way without reaching into its
 * tables, and a school's staff see only their school's among them.
 */
export interface DetailSource {
  /** The resource's name (`generalOrder`). */
  resource: string;
  /** Its column naming the record (`student_id`), or else */
  column?: string;
  /** its field naming it, a `lookup` included (a refund names its student through its order). */
  field?: string;
  /** The record's column that `column` holds, when not its id. */
  recordColumn?: string;
  /** Its fields shown, in this order, as that resource declares them. */
  fields: readonly string[];
  /** The field whose cell opens the row's own detail (that resource's `detailRoute`). */
  opens?: string;
  /** At most this many rows, newest first by that resource's order (default 100). */
  limit?: number;
}

export interface ResourceApi {
  list?: string;
  create?: string;
  update?: string;
  /** One call for add and edit (`saveOrUpdate`): edit when the body has an id. */
  save?: string;
  detail?: string;
  /** Detail by GET with ?id= instead of POST {id}. */
  detailMethod?: 'GET' | 'POST';
  delete?: string;
  move?: string;
  export?: string;
  /** xlsx import of new rows (columns = the add form's fields, by their labels). */
  import?: string;
  /** Code of the import template (`sysTemplate/get`). */
  importTemplate?: string;
  /** The whole tree of the page's fixed filters, nested (tree resources). */
  tree?: string;
}

/**
 * A resource whose rows form a tree (courses, chapters, sections): each row names its
 * parent; siblings are ordered by hand; a new row takes its parent's fixed values.
 */
export interface TreeDef {
  /** Field key of the parent's id (empty at the root). */
  parentKey: string;
  /** Names of the levels from the root (课程, 章, 节): also the deepest level allowed. */
  levels: readonly string[];
  /** Keys a page fixes (category, subject): given at the root, inherited below it. */
  fixedKeys: readonly string[];
  /** Field key shown as the node's title. */
  labelKey: string;
  /** Nodes are added under the shown root only (a course's chapters): no 新增 at the top. */
  underRootOnly?: boolean;
}

/** Another page showing the same resource with fixed filters (34 course pages, one tree). */
export interface ResourceRoute {
  path: string;
  params: Readonly<Record<string, string | number>>;
  /** The add/edit page of these fixed values (学员备案编辑 of one category), not a list. */
  form?: boolean;
}

/**
 * The calls carry the page's category in their path (`/filing/:subpath/list`): its value
 * fixes a field for every statement of the call (`subpath` pt → carType 20). A route's
 * params hold the value under `param`.
 */
export interface PathParamDef {
  param: string;
  key: string;
  values: Readonly<Record<string, number>>;
}

export interface ResourceDef {
  name: string;
  title: string;
  /** Page path of the list (routes.tsv). */
  route: string;
  /**
   * One of several resources a page shows (课程信息's 章节, 习题, 视频, 答题技巧; a course
   * page's tabs): its buttons and fields are named under this part of the page.
   */
  part?: string;
  /** Further pages of it, each with its fixed filters (button codes stay those of `route`). */
  routes?: readonly ResourceRoute[];
  /** The rows form a tree: the page is the tree page. */
  tree?: TreeDef;
  /**
   * Resources shown as further tabs of the page, with the page's fixed filters (a course
   * tree's 专题, 考试规则, 模拟器 and 图标信息 of the same category and subject).
   */
  companions?: readonly string[];
  /** A path parameter of the calls that fixes a field (see PathParamDef). */
  pathParam?: PathParamDef;
  /**
   * Rows are edited and deleted only in these states (a filing being answered or accepted
   * stays as it is): the web offers 编辑/删除 only then, the server refuses with
   * `<refusal>不能修改` / `<refusal>不能删除`. `keepsDelete`: the states close edits only, a
   * row outside them may still be deleted (a voided coupon).
   */
  editableIn?: { field: string; values: readonly number[]; refusal: string; keepsDelete?: boolean };
  /** Form page path when the form is a page of its own (else a dialog). */
  formRoute?: string;
  /** Detail page path (`?id=`) when 详情 is a page of its own (else a drawer). */
  detailRoute?: string;
  table: string;
  scope: Scope;
  /**
   * Rows belong to a school (and a store): the columns naming them. Staff bound to a school
   * (or a store) see and write only its rows, in every list, detail, export and write.
   */
  org?: OrgColumns;
  /**
   * Fields a page fixes and 新增 sends from it (a course tree tab's category and subject):
   * required when a row is made, never changed after.
   */
  fixedKeys?: readonly string[];
  /** Rows are flagged deleted, never removed (orders, bills or statistics may point to them). */
  softDelete: boolean;
  /** Hand-ordered list with move up/down (a `sort` column). */
  sortable?: boolean;
  /** A row moves up/down among the rows sharing these fields only (a course's coursewares). */
  sortWithin?: readonly string[];
  /** Rows flagged `is_default` cannot be changed or deleted. */
  protectDefault?: boolean;
  api: ResourceApi;
  /**
   * Every call of it is the feature's own route, not the engine's: the form of a row action
   * whose call claims another resource's row (派单, 转为订单: `rowFormDef`), or a list that
   * answers only its reader's own rows (消息中心). The engine serves every other definition of
   * `RESOURCES` by itself and registers nothing of this one; a call declared here with no route
   * still stops the server at start.
   */
  ownRoutes?: boolean;
  fields: readonly FieldDef[];
  transitions?: readonly TransitionDef[];
  /** Other buttons of the page (their own calls, e.g. 重置密码), each a permission button. */
  actions?: readonly ActionDef[];
  /**
   * What the resource's own feature calls (an app's 预约, a settings form) log under it that is no
   * transition or button of the page, by name: the operation log names every action it stores,
   * and `appCall` refuses at start an action no definition names.
   */
  loggedActions?: Readonly<Record<string, string>>;
  /**
   * The resource is a subset of its table's rows (coupon orders = orders that used a coupon):
   * every statement of the engine adds these conditions to its scope.
   */
  subset?: readonly { key: string; is: 'notNull' | number }[];
  /**
   * Rows of other tables the detail shows under the record (a student's stage history and
   * exam results): the detail call answers each as an array under `key`.
   */
  detailTables?: readonly DetailTableDef[];
  /** Field keys searched by the list's keyword box. */
  orderBy?: { key: string; direction: 'asc' | 'desc' };
  /** The create button's words when it is not 新增 (申请退款: a request, not a record typed in). */
  createLabel?: string;
  /**
   * One line under the page saying what its rows are, when another page's title reads alike
   * (退款管理: enrolment orders' refunds; 退费审核: exam-room bookings'): the spec's title stays.
   */
  about?: string;
  /**
   * Row buttons opening another page about the row (a statement's 总收入明细): `query` maps
   * each URL parameter to the row field whose value it takes.
   */
  links?: readonly RowLink[];
  /**
   * Number or money fields the list sums over every row the filters match (not only the
   * page): the call answers them under `totals`, the table shows them as 合计.
   */
  listTotals?: readonly string[];
  /** List filters keeping only rows another table does not refer to (see AbsenceFilter). */
  absentIn?: readonly AbsenceFilter[];
}

/**
 * A list filter `key: value` that keeps the rows no live row of `table` points at with that
 * value (`refColumn` = the row's id, `valueColumn` = the value): the students without a filing
 * of category 1 are `{ unfiledIn: 1 }`. The value is a whole number.
 */
export interface AbsenceFilter {
  key: string;
  /** Names the filter in a refusal (`<label>的值不正确`). */
  label: string;
  table: string;
  refColumn: string;
  valueColumn: string;
  /** The other table's rows are soft-deleted (`deleted = 0` are the live ones). */
  softDelete?: boolean;
}

/**
 * A row button that opens another page about the row (`query`: URL parameter ← row key): 预约记录
 * of a scheduled class, 回复 of an unanswered feedback. `when` offers it by the row's state,
 * `action` only to holders of that button (`<route>:<action>`), `fresh` opens the page anew
 * rather than from its kept state (the spec's noCache).
 */
export interface RowLink {
  label: string;
  route: string;
  query: Readonly<Record<string, string>>;
  when?: StateCondition;
  action?: string;
  fresh?: boolean;
}

// The functions over these shapes (column names, permission codes, row states, call paths).
export * from './rowStates';
export * from './defHelpers';
export * from './phoneSearch';
