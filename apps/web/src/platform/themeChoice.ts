import { useSyncExternalStore } from 'react';
import { PREFERENCE_CALLS, THEME_PREFERENCE, type ThemeChoice } from '@coach/domain/preferences/index.ts';
import { post } from './http';
import { getToken, useSession } from './session';

/**
 * The console's theme (issue 40.6): 浅色 or 深色, the user's own choice kept on the server (their
 * preference `theme`), so it follows them to another computer. The last choice on this computer
 * is used until the server's answer arrives, so a reload does not flash the other theme.
 * Nobody signed in (the login page, a session that ran out), the console is 浅色: a choice is a
 * person's, and the login page is drawn light.
 */
const LOCAL_KEY = 'coach:theme';
let choice: ThemeChoice = readLocal();
const listeners = new Set<() => void>();

function readLocal(): ThemeChoice {
  try {
    return localStorage.getItem(LOCAL_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function apply(next: ThemeChoice): void {
  if (next === choice) return;
  choice = next;
  try {
    localStorage.setItem(LOCAL_KEY, next);
  } catch {
    // kept for this visit only
  }
  listeners.forEach((listener) => listener());
}

export function getThemeChoice(): ThemeChoice {
  return choice;
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getThemeChoice,
    getThemeChoice,
  );
}

/** The theme on screen: the user's choice while signed in, else 浅色. */
export function useShownTheme(): ThemeChoice {
  const chosen = useThemeChoice();
  return useSession().token ? chosen : 'light';
}

/** The signed-in user's saved theme (none saved: 浅色). */
export async function loadThemeChoice(): Promise<void> {
  try {
    // Quiet: a session that may not read it yet (an initial password to change) keeps this computer's.
    const answer = await post<ThemeChoice | null>(PREFERENCE_CALLS.get, { key: THEME_PREFERENCE }, { quiet: true });
    if (answer.status) apply(answer.result === 'dark' ? 'dark' : 'light');
  } catch {
    // keep what this computer had
  }
}

/** The user picks a theme: shown at once, saved as theirs. */
export async function chooseTheme(next: ThemeChoice): Promise<void> {
  const before = choice;
  apply(next);
  try {
    const answer = await post(PREFERENCE_CALLS.save, { key: THEME_PREFERENCE, value: next });
    if (!answer.status) apply(before);
  } catch {
    apply(before); // the http client said why
  }
}

/** Sign-out: the next person starts from the light theme until their own loads. */
export function forgetThemeChoice(): void {
  apply('light');
}

// Before the first render (main.tsx keeps it in step after): the page behind it, without a flash.
document.documentElement.dataset.theme = getToken() ? choice : 'light';
