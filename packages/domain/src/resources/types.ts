import type { Rule } from '../rules/types';
import type { ActionDef, StateCondition, TransitionDef } from './rowStates';

/**
 * How a field is stored, validated, shown and edited. The server derives the column type
 * and the zod check from it; the web derives the table cell, search input and form control.
 */
export type FieldKind =
  | 'text' // single-line text (varchar)
  | 'textarea' // multi-line plain text
  | 'int'
  | 'decimal' // numeric with 2 decimals
  | 'money' // fen in the database, yuan with 2 decimals in JSON
  | 'enum' // one of `options` (or a dictionary), stored as smallint
  | 'bool' // 0/1
  | 'date' // Unix seconds, shown YYYY-MM-DD
  | 'datetime' // Unix seconds, shown YYYY-MM-DD HH:mm:ss
  | 'image' // a file-store key
  | 'images' // list of file-store keys
  | 'rich' // sanitised HTML
  | 'region' // [province, city, district?] codes
  | 'carType' // car category code
  | 'video' // a file-store key of an mp4
  | 'ids' // list of ids of another resource (e.g. an account's roles)
  | 'json'; // structured data kept by the server (read-only, shown as text)

/** Colour of a state shown as a tag (antd Tag presets): the same state reads the same everywhere. */
export type OptionTone = 'success' | 'processing' | 'warning' | 'error' | 'default';

export interface Option {
  value: number | string;
  label: string;
  /** A state's colour; a field whose options declare tones shows its values as tags. */
  tone?: OptionTone;
  /** The codes this choice stands for (a statistic set of categories): filtered as `IN (...)`. */
  members?: readonly number[];
}

export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  /** Column name; snake_case of the key unless given. */
  column?: string;
  required?: boolean;
  maxLength?: number;
  /** Extra domain rules (spec section 5) run on the server and in the form. */
  rules?: readonly Rule[];
  options?: readonly Option[];
  /**
   * Dictionary type (字典管理, findDictMesToCache) whose labels the console shows for the values;
   * the options' labels are the fallback for a value it lacks. Values and colours stay the options'.
   */
  dict?: string;
  /** Shown as a list column (default: true except rich/textarea/images/ids). */
  list?: boolean;
  /**
   * Filter of the list's search form: exact, contains, a time range (startTime/endTime), or a
   * number range (`<key>Min`/`<key>Max`, both inclusive: a score from 60 to 89).
   */
  search?: 'eq' | 'like' | 'range' | 'between';
  /**
   * A state that time alone changes: a row in state `from` whose `after` field (Unix seconds)
   * has passed reads as `to` (an unused coupon past its end is 已过期). Derived in every query
   * (list, filter, detail, export), so reading never writes.
   */
  lapse?: { after: string; from: number; to: number };
  /**
   * Read from the row of another table this record points to through its field `via`
   * (read-only, never written, no column of its own): the coupon order's 优惠券状态 is the
   * received coupon's state, so the two pages cannot disagree. `lapse` works as above, on
   * the other table's columns (`after` names a column there).
   */
  lookup?: { table: string; via: string; column: string; lapse?: { after: string; from: number; to: number } };
  /**
   * The number is the length of one sitting in this unit (a study session's minutes, a video's
   * seconds): lists, details and exports show it as the spec's duration (1小时5分钟0秒, see
   * `formatDuration`), not a bare count. Totals in hours are not durations and stay numbers.
   */
  duration?: 'seconds' | 'minutes';
  /** Edited in the add/edit form (default true unless readOnly). `create` = only when adding. */
  form?: boolean | 'create';
  /** Kept by the server (status, counters): shown, never written through add/edit. */
  readOnly?: boolean;
  /** Shown in the detail view (default true). */
  detail?: boolean;
  /** Written to the xlsx export (default: when listed). */
  export?: boolean;
  /**
   * Only for some values of another field (a coupon's 使用门槛 for 满减券): the form shows it
   * then only, and the server refuses it otherwise (`<label>：<value label>不需要填写`).
   */
  shownWhen?: { key: string; values: readonly (number | string)[] };
  /**
   * Not stored: a search filter on the column of another field (`column`), each option
   * standing for its `members` (学员查询's 统计类别 = the categories of a statistic set).
   */
  filterOnly?: boolean;
  /** Phone, ID card, bank card: masked for users without `data:plaintext`. */
  masked?: boolean;
  /** Unique within the tenant; a duplicate is refused with `<label>已存在`. */
  unique?: boolean;
  /**
   * With `unique`: unique among the rows sharing these fields' values only (a course number
   * within its category, a question within its category and subject).
   */
  uniqueWithin?: readonly string[];
  /** Checked against the tenant's sensitive words. */
  sensitive?: boolean;
  /** Default value for new rows. */
  defaultValue?: unknown;
  /** Column width in the list (px). */
  width?: number;
  /**
   * The id of another resource, chosen from this lookup call (answers `{id, name}[]`); the
   * form and the search form show a select. The row shows the name from a read-only field.
   */
  selector?: string;
  /** Form key whose value narrows the lookup (sent under the same key, e.g. schoolId). */
  selectorParent?: string;
  /**
   * The value is the id of a row of another resource, chosen in a searchable select that
   * loads that resource's list call (`list`), shows `label`, and searches by `search`.
   */
  picker?: FieldPicker;
}

export interface FieldPicker {
  /** List call (with /api) answering `{list: rows}` pages. */
  list: string;
  /** Row key shown as the option's text. */
  label: string;
  /** Body key the typed text is sent as (defaults to `label`). */
  search?: string;
  /** The record's own field holding the chosen row's label (shown before the list answers). */
  labelField?: string;
  /** Fixed filters sent with every call (e.g. only 上架 classes). */
  params?: Readonly<Record<string, string | number>>;
  /**
   * Body keys that take the value of the page's path parameter (its category), besides the
   * definition's own key: 学员备案's picker sends `unfiledIn` so it offers only students
   * without a filing of the page's category.
   */
  pathValueAs?: readonly string[];
}

export type Scope = 'tenant' | 'channel';

/** Columns holding the school and the store of a row (`id` for the school or store table itself). */
export interface OrgColumns {
  school?: string;
  store?: string;
}

/** A table of related rows in a record's detail, its columns described as fields. */
export interface DetailTableDef {
  key: string;
  title: string;
  columns: readonly FieldDef[];
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
