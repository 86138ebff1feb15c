import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, groupMenu } from '@coach/domain/routes/index.ts';
import { hasOwnIcon } from './menuIcons';

describe('side menu icons', () => {
  it('give every first- and second-level entry of every group an icon about its title', () => {
    const generic: string[] = [];
    for (const group of MENU_GROUPS) {
      for (const entry of groupMenu(group).children) {
        for (const node of [entry, ...(entry.isPage ? [] : entry.children)])
          if (!node.hidden && !hasOwnIcon(node.title)) generic.push(node.title);
      }
    }
    expect(generic).toEqual([]);
  });
});
