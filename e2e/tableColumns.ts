import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { HEADER_CELLS, visible } from './browser';

/**
 * The texts of one column of the first table on screen inside `within` (a page's or a list's
 * selector; the whole page when left out), found by its header as a person reads it.
 */
export async function columnTexts(page: Page, header: string, within = ''): Promise<string[]> {
  const table = visible(page, `${within} .ant-table`.trim()).first();
  const headers = await table.locator(HEADER_CELLS).allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header} among ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr.ant-table-row > td:nth-child(${index + 1})`).allInnerTexts();
}
