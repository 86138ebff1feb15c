import type { KeyboardEvent } from 'react';

/**
 * Enter submits a form from any single-line input. Not from a text area (new line), not
 * from a select, picker or cascader (Enter picks an option there), not from a search box
 * (Enter searches), and not while an input method is composing Chinese text (Enter
 * confirms the candidate).
 */
export function onEnterSubmit(submit: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    const target = event.target as HTMLElement;
    if (target.tagName !== 'INPUT') return;
    if (
      target.closest('.ant-select, .ant-picker, .ant-cascader, .ant-input-search, .ant-tree, [data-enter-submit="off"]')
    )
      return;
    event.preventDefault();
    submit();
  };
}
