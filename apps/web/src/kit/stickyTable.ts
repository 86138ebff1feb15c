import { useLayoutEffect, useMemo, useRef } from 'react';
import type { TableProps } from 'antd';

/** The box a kept-alive page scrolls in (KeepAliveOutlet's ScrollKeeper). */
export const PAGE_SCROLL_BOX = '.keep-alive-page';

/**
 * A table whose header and horizontal scroll bar stay in view while its page scrolls. A wide
 * list's last columns sit under its fixed 操作 column until scrolled sideways, and its own
 * scroll bar is at the foot of the table, often below the screen: the sticky bar sits at the
 * foot of the screen instead. Each page scrolls in its own box, which antd must be told of
 * (it watches the window otherwise); before the anchor is mounted it falls back to the window,
 * and the next render (the rows arriving) finds the box.
 */
export function useStickyTable<Row>() {
  const anchor = useRef<HTMLDivElement>(null);
  const sticky = useMemo<TableProps<Row>['sticky']>(
    () => ({ getContainer: () => anchor.current?.closest<HTMLElement>(PAGE_SCROLL_BOX) ?? window }),
    [],
  );
  // A table wider than its box scrolls sideways, which a keyboard can only do once the box takes
  // focus (WCAG 2.1.1; axe's scrollable-region-focusable: a report's rows hold no link to tab to).
  // Each render (the rows arriving, a column shown) sees which boxes overflow now.
  useLayoutEffect(() => {
    for (const box of anchor.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      if (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) {
        if (box.tabIndex < 0) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', '表格，可用方向键滚动');
        }
      } else if (box.getAttribute('role') === 'region') {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    }
    if (anchor.current) headerForReaders(anchor.current);
  });
  return { anchor, sticky };
}

/**
 * A sticky table draws its header in a table of its own above the rows' table, so a screen
 * reader meets rows whose cells have no header (axe's td-has-header, which Lighthouse runs),
 * and `headers` may not point into another table. The rows' table gets a header of its own for
 * assistive technology: a copy of the names of the visible header's last row (one cell a
 * column, in order), drawn at no height (global.css, .reader-head); it is made anew only when
 * the names change (a column shown or hidden, moved, renamed).
 */
function headerForReaders(root: HTMLElement) {
  for (const holder of root.querySelectorAll<HTMLElement>('.ant-table-container')) {
    const headTable = holder.querySelector<HTMLTableElement>(':scope > .ant-table-header table');
    const rowsTable = holder.querySelector<HTMLTableElement>(':scope > .ant-table-body table');
    const headRows = headTable?.tHead?.rows;
    if (!rowsTable || !headRows?.length) continue;
    // Not the cell antd adds over the rows' scroll bar, which heads no column.
    const names = [...headRows[headRows.length - 1].cells]
      .filter((th) => !th.classList.contains('ant-table-cell-scrollbar'))
      .map((th) => (th.classList.contains('ant-table-selection-column') ? '选择' : (th.textContent ?? '').trim()));
    const key = names.join('\u0001');
    const own = rowsTable.querySelector<HTMLTableSectionElement>(':scope > thead.reader-head');
    if (own?.dataset.names === key) continue;
    own?.remove();
    const head = document.createElement('thead');
    head.className = 'reader-head';
    head.dataset.names = key;
    const row = head.insertRow();
    for (const name of names) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = name;
      row.appendChild(th);
    }
    rowsTable.insertBefore(head, rowsTable.tBodies[0] ?? null);
  }
}
