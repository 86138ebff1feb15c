import { useSyncExternalStore } from 'react';

/**
 * The data-masking switch of the menu state (spec §3): on, phone and ID numbers come masked
 * even to a holder of 查看明文数据; the http client sends it as a header and the server decides
 * (without the grant numbers are masked whatever it says). Kept here, not in the layout's menu
 * store, because the http client reads it. The choice survives reloads; off by default, so a
 * holder of the grant reads numbers as before until switching masking on.
 */
const KEY = 'dataMasking';

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

let masking = read();
const listeners = new Set<() => void>();

export function dataMaskingOn(): boolean {
  return masking;
}

export function setDataMasking(on: boolean): void {
  if (on === masking) return;
  masking = on;
  try {
    window.localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    // not persisted; the switch still works for this visit
  }
  listeners.forEach((l) => l());
}

export function useDataMasking(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dataMaskingOn,
    dataMaskingOn,
  );
}
