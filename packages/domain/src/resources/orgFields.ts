import type { FieldDef } from './types';
import { COACH_SELECTOR, SCHOOL_SELECTOR, STORE_SELECTOR } from './school/options';

/**
 * The school, store (and coach) of a record kept by the server: each a filter chosen by name
 * (a store within the chosen school, a coach within the chosen store) and a column with the
 * name. The records of 计时班 and 评价 all carry them, and the students' records of 计时管理 and
 * 考试管理 and the orders of 订单管理 (there without the coach, and with the table's own widths
 * for the two names).
 */
export function orgFields(options: { coach?: boolean; nameWidths?: boolean } = {}): FieldDef[] {
  const hidden = { readOnly: true, search: 'eq', list: false, export: false, detail: false } as const;
  const width = (px: number) => (options.nameWidths === false ? {} : { width: px });
  return [
    { key: 'schoolId', label: '驾校', kind: 'text', maxLength: 20, ...hidden, selector: SCHOOL_SELECTOR },
    { key: 'schoolName', label: '驾校', kind: 'text', maxLength: 50, readOnly: true, ...width(140) },
    {
      key: 'storeId',
      label: '门店',
      kind: 'text',
      maxLength: 20,
      ...hidden,
      selector: STORE_SELECTOR,
      selectorParent: 'schoolId',
    },
    { key: 'storeName', label: '门店', kind: 'text', maxLength: 50, readOnly: true, ...width(130) },
    ...(options.coach === false
      ? []
      : [
          {
            key: 'coachId',
            label: '教练',
            kind: 'text',
            maxLength: 20,
            ...hidden,
            selector: COACH_SELECTOR,
            selectorParent: 'storeId',
          } as const,
          { key: 'coachName', label: '教练', kind: 'text', maxLength: 20, readOnly: true, width: 90 } as const,
        ]),
  ];
}
