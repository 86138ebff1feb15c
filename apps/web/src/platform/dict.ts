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

/** Asks for every dictionary (`quiet`: the session's start asks it beside `load`); undefined when it failed. */
export async function fetchDict(quiet = false): Promise<DictMap | undefined> {
  try {
    const response = await get<DictMap>('/system/inner/sysDictionary/findDictMesToCache', { quiet });
    return response.status && response.result ? response.result : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the dictionaries fetched; a failure keeps the previous copy (selects just stay empty). */
export function applyDict(dicts: DictMap | undefined): boolean {
  if (!dicts) return false;
  cache = dicts;
  writeJson(STORAGE_DICT, cache);
  listeners.forEach((l) => l());
  return true;
}

/** Loads every dictionary. */
export async function loadDict(): Promise<boolean> {
  return applyDict(await fetchDict());
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
