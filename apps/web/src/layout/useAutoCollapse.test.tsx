import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { getMenuState, setMenuState } from './menuStore';
import { useAutoCollapse } from './useAutoCollapse';

// Issue 40.4: the side menu folds by itself below 1200 px, without overwriting the user's choice.
function fakeScreen(narrow: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: narrow,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => Object.assign(query, { media }));
  return {
    resize: (toNarrow: boolean) =>
      act(() => {
        query.matches = toNarrow;
        listeners.forEach((listener) => listener());
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setMenuState({ asideCollapse: false });
});

describe('side menu on narrow screens', () => {
  it('folds below 1200 px and unfolds to the choice the user made when the window widens', () => {
    setMenuState({ asideCollapse: false });
    localStorage.setItem('asideCollapse', '0'); // the user's choice: unfolded
    const screen = fakeScreen(true);
    renderHook(() => useAutoCollapse());
    expect(getMenuState().asideCollapse).toBe(true);
    expect(localStorage.getItem('asideCollapse')).toBe('0'); // not taken for the user's choice
    screen.resize(false);
    expect(getMenuState().asideCollapse).toBe(false);
  });

  it('keeps a menu the user folded folded on a wide screen', () => {
    setMenuState({ asideCollapse: true });
    fakeScreen(false);
    renderHook(() => useAutoCollapse());
    expect(getMenuState().asideCollapse).toBe(true);
  });
});
