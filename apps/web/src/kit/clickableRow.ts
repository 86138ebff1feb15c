import type { KeyboardEvent } from 'react';

/**
 * A table row that opens something on a click (a report's row drilling down, a tree's child
 * node), opened by the keyboard as well: the row takes focus in the tab order and Enter opens
 * it (WCAG 2.1.1, issue 52; a click handler alone leaves a keyboard user no way in). Enter on a
 * control inside the row (a link, a button) stays that control's.
 */
export function clickableRow(open: () => void) {
  return {
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: open,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      open();
    },
  };
}
