import { useSyncExternalStore } from 'react';
import { get } from './http';
import type { DictItem } from '@coach/domain/resources/dictLabels.ts';
import { STORAGE_DICT, readJson, writeJson } from './session';

/**
 * Dictionaries (value/label lists per type, e.g. `accompany_order_status`) fetched once after
 * login and cached in localStorage `dict`, so selects and status columns need no call.
 */
export type { DictItem } from '@coach/domain/resources/dictLabels.ts';
export type DictMap = Record<string, DictItem[]>;

const EMPTY: DictItem[] = [];
let cache: DictMap | undefined;
const listeners = new Set<() => void>();

function current(): DictMap {
  if (!cache) cache = readJson<DictMap>(STORAGE_DICT) ?? {};
  return cache;
}

/** Loads every dictionary; a failure keeps the previous copy (selects just stay empty). */
export async function loadDict(): Promise<boolean> {
  try {
    const response = await get<DictMap>('/system/inner/sysDictionary/findDictMesToCache');
    if (!response.status || !response.result) return false;
    cache = response.result;
    writeJson(STORAGE_DICT, cache);
    listeners.forEach((l) => l());
    return true;
  } catch {
    return false;
  }
}

/** Forgets the in-memory copy (the session clears the stored one on logout). */
export function resetDict(): void {
  cache = undefined;
  listeners.forEach((l) => l());
}

export function dictOf(type: string): DictItem[] {
  return current()[type] ?? EMPTY;
}

/** Label of a value, or the value itself when the dictionary does not know it. */
export function dictLabel(type: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  const text = String(value);
  return dictOf(type).find((item) => item.value === text)?.label ?? text;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Items of one dictionary type, re-rendering when the dictionaries are reloaded. */
export function useDict(type: string): DictItem[] {
  return useSyncExternalStore(
    subscribe,
    () => dictOf(type),
    () => dictOf(type),
  );
}
