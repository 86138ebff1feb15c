import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Folding a long search form (issue 50.6), as ProTable's query filter does by default: a form
 * whose filters take more than two rows shows its first row only, with 展开/收起 beside 查询;
 * the choice is the person's and is remembered per page (in the browser).
 */

/** Rows the items take when laid out left to right, wrapping at `width` (flex-wrap). */
export function rowsOf(widths: readonly number[], width: number): number {
  let rows = 1;
  let used = 0;
  for (const w of widths) {
    if (used > 0 && used + w > width) {
      rows++;
      used = 0;
    }
    used += w;
  }
  return rows;
}

/**
 * How many filters a folded form shows: undefined when all of them and the buttons fit in two
 * rows (nothing to fold), else as many as fit in the first row beside the buttons (at least one).
 */
export function foldedCount(items: readonly number[], buttons: number, width: number): number | undefined {
  if (width <= 0 || rowsOf([...items, buttons], width) <= 2) return undefined;
  let shown = 0;
  while (shown < items.length && rowsOf([...items.slice(0, shown + 1), buttons], width) === 1) shown++;
  return Math.max(1, shown);
}

/** The 展开/收起 link's width, with the space before it. */
const FOLD_BUTTON_WIDTH = 80;

const storeKey = (page: string) => `coach:searchFold:${page}`;

function storedFold(page: string): boolean {
  try {
    return window.localStorage.getItem(storeKey(page)) !== 'open';
  } catch {
    return true; // no storage (private mode): folded, as ProTable starts
  }
}

/** Outer width of an element: its box and its inline margins. */
function outerWidth(el: HTMLElement): number {
  const style = window.getComputedStyle(el);
  return el.getBoundingClientRect().width + parseFloat(style.marginLeft || '0') + parseFloat(style.marginRight || '0');
}

/**
 * Measures the form's (inside `ref`) items (`data-search-item`, widths kept from when each was shown) and
 * buttons (`data-search-buttons`) against the form's width, again when the width changes.
 * Answers whether the form folds, whether it is folded now and the filters then shown.
 */
export function useSearchFold(page: string, count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const widths = useRef<number[]>([]);
  const [folded, setFolded] = useState(() => storedFold(page));
  const [shown, setShown] = useState<number | undefined>(undefined);

  const measure = useCallback(() => {
    const form = ref.current?.querySelector('form');
    if (!form) return;
    const items = [...form.querySelectorAll<HTMLElement>(':scope > [data-search-item]')];
    items.forEach((el, i) => {
      if (el.style.display !== 'none') widths.current[i] = outerWidth(el);
    });
    const buttons = form.querySelector<HTMLElement>(':scope > [data-search-buttons]');
    const width = form.clientWidth;
    if (!buttons || width === 0) return; // a hidden (kept-alive) page: measured when it shows
    // Room for 展开/收起 too when it is not there yet: it comes with the fold.
    const toggleRoom = buttons.querySelector('[data-testid="search-fold"]') ? 0 : FOLD_BUTTON_WIDTH;
    setShown(foldedCount(widths.current.slice(0, count), outerWidth(buttons) + toggleRoom, width));
  }, [count]);

  useLayoutEffect(() => {
    measure();
    const form = ref.current;
    if (!form || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(form);
    return () => observer.disconnect();
  }, [measure]);

  const toggle = () => {
    setFolded((was) => {
      try {
        window.localStorage.setItem(storeKey(page), was ? 'open' : 'folded');
      } catch {
        // kept for this visit only
      }
      return !was;
    });
    // The table below moves with the form: antd places a sticky table's scroll bar on scroll and
    // resize only, so once the new layout is drawn it is told, and the bar comes on screen (or goes).
    requestAnimationFrame(() => requestAnimationFrame(() => window.dispatchEvent(new Event('resize'))));
  };
  const foldable = shown !== undefined;
  return {
    ref,
    foldable,
    folded: foldable && folded,
    /** Whether the i-th filter shows now. */
    visible: (i: number) => !foldable || !folded || i < shown,
    toggle,
  };
}
