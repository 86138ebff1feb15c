import { describe, expect, it } from 'vitest';
import { cellWriter, formulaSafe } from './xlsxColumns';

// Issue 50.6: places by name everywhere, the exports too (驾校管理's 所在地区 went out as codes).
describe('a region column of an export', () => {
  it('writes the names of the codes, as the pages show them', () => {
    const write = cellWriter({ header: '所在地区', key: 'region', kind: 'region' });
    expect(write(['320000', '320100', '320115'])).toBe('江苏省 / 南京市 / 江宁区');
    expect(write(['110000', '110100'])).toBe('北京市 / 北京市');
    expect(write(['999999'])).toBe('999999');
    expect(write([])).toBeNull();
    expect(write(null)).toBeNull();
  });
});

// A figure with nothing to count shows '-' (issue 50.5): the export writes what the page shows.
describe('formula-safe text', () => {
  it("leaves the page's - and signed figures as they are, and still escapes what could run", () => {
    expect(formulaSafe('-')).toBe('-');
    expect(formulaSafe('-12.50%')).toBe('-12.50%');
    expect(formulaSafe('-3')).toBe('-3');
    expect(formulaSafe('-5+3')).toBe("'-5+3");
    expect(formulaSafe('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(formulaSafe('-12%+1')).toBe("'-12%+1");
  });
});
