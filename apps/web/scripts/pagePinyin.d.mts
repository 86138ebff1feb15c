import type { Plugin } from 'vite';

export interface TitlePinyin {
  initials: string[];
  full: string;
}
export function pinyinOf(title: string): TitlePinyin;
export function pagePinyinPlugin(titles: () => readonly string[] | Promise<readonly string[]>): Plugin;
