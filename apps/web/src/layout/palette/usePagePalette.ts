import { useEffect, useState } from 'react';
import { useSession } from '../../platform/session';
import { routePathOf } from '../menuModel';
import { recordRecentPage } from './recentPages';

/**
 * The palette's open state, opened by Ctrl+K (⌘+K on a Mac) anywhere in the console, and the
 * recent pages kept as the user moves between pages.
 */
export function usePagePalette(pathname: string): { open: boolean; show: () => void; hide: () => void } {
  const [open, setOpen] = useState(false);
  const userId = useSession().profile?.user.id;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault(); // the browser's own Ctrl+K (its search bar)
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const route = routePathOf(pathname);
    if (route) recordRecentPage(userId, route);
  }, [pathname, userId]);

  return { open, show: () => setOpen(true), hide: () => setOpen(false) };
}
