import { useEffect } from 'react';
import { matchRoute } from '@coach/domain/routes/index.ts';

/** The id of the shell's main content: the skip link's target and where focus lands on a move. */
export const MAIN_CONTENT_ID = 'main-content';
export const PRODUCT_NAME = '驾培运营管理后台';

/** The document's title for a page: its name first, so a browser tab or a screen reader says it. */
export function documentTitleOf(pathname: string): string {
  const title = matchRoute(pathname)?.title;
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * On sign-in and on every move to another page: the title names the page, and focus goes to
 * the main content (WCAG 2.4.3), so a keyboard or screen-reader user starts on the page they
 * opened instead of on <body> or on the menu item they left. A dialog that holds focus (the
 * first sign-in's password change) keeps it.
 */
export function usePageFocus(pathname: string) {
  useEffect(() => {
    document.title = documentTitleOf(pathname);
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active?.closest('[role="dialog"], .ant-modal, .ant-drawer')) return;
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/** 跳到主要内容: the first stop of the page, shown only when it has focus. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      跳到主要内容
    </a>
  );
}
