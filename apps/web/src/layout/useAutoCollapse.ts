import { useEffect } from 'react';
import { readCollapse, setMenuState } from './menuStore';

/** Below this width the side menu folds on its own (issue 40.4): 1024–1199 px screens keep the tables' room. */
export const AUTO_COLLAPSE_BELOW = 1200;

/**
 * Folds the side menu when the window is narrower than 1200 px and gives back the user's own
 * choice when it widens again; the user may still unfold it on a narrow screen. What the
 * screen does is not remembered as the user's choice.
 */
export function useAutoCollapse(): void {
  useEffect(() => {
    const narrow = window.matchMedia(`(max-width: ${AUTO_COLLAPSE_BELOW - 0.02}px)`);
    const apply = () => setMenuState({ asideCollapse: narrow.matches || readCollapse() }, { remember: false });
    apply();
    narrow.addEventListener('change', apply);
    return () => narrow.removeEventListener('change', apply);
  }, []);
}
