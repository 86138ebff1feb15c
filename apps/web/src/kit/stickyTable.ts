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
  });
  return { anchor, sticky };
}
