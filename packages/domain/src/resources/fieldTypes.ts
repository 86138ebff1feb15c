import type { Rule } from '../rules/types';

// A field of a resource: how it is stored, checked, shown and edited (the parts of a ResourceDef
// that describe one value); the definition's own shape is in types.ts.

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
   * Filter of the list's search form: exact, contains, a time range (startTime/endTime), a
   * number range (`<key>Min`/`<key>Max`, both inclusive: a score from 60 to 89), or `phone`:
   * a phone number found by its first digits or its last 4 (尾号), typed as digits, although
   * the list shows it masked (`phoneWhere` of the engine).
   */
  search?: 'eq' | 'like' | 'range' | 'between' | 'phone';
  /**
   * A state that time alone changes: a row in state `from` whose `after` field (Unix seconds)
   * has passed reads as `to` (an unused coupon past its end is 已过期). Derived in every query
   * (list, filter, detail, export), so reading never writes.
   */
  lapse?: { after: string; from: number; to: number };
  /**
   * A state that amounts refine: a row in state `from` whose field `amount` is still below its
   * field `whole` reads as `to` (an order 已退款 with 已退金额 under 实付金额 is 部分退款).
   * Derived in every query as `lapse` is, so the state is never stored beside the amounts.
   */
  partial?: { amount: string; whole: string; from: number; to: number };
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
  /**
   * The value opens the detail of another resource's record (a student's name opens 学员详情):
   * `resource` by name, its id read from the row's `idKey`. Every list, detail table and
   * detail shows it as a link (the kit's `RecordLink`) when the user may open that page.
   */
  opens?: RecordOpens;
  /**
   * The row key holding the words shown for this field's code, which the server names per row
   * (a `listRows` hook): 操作日志's 操作 is named by the resource it was done to (发布 on 通知公告,
   * 解除 elsewhere). Lists, details and the export show those words; filters keep the code.
   */
  shownAs?: string;
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

/** Where a field's value leads: the detail page of `resource`'s record whose id is the row's `idKey`. */
export interface RecordOpens {
  resource: string;
  idKey: string;
}
