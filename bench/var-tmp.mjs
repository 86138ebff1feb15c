import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { cellWriter } from '../apps/server/src/platform/export/xlsxColumns.ts';
import { EXPORT_COLUMNS, exportRows } from './exportRows.mjs';
const [variant] = process.argv.slice(2);
async function once(n) {
  const t = performance.now();
  const output = createWriteStream('/dev/null');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet('table');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ key: c.key, width: 16.43, ...(c.kind === 'money' && variant !== 'nostyle' ? { style: { numFmt: '0.00' } } : {}) }));
  const h = sheet.addRow(EXPORT_COLUMNS.map((c) => c.header)); h.font = { bold: true }; h.commit();
  const writers = EXPORT_COLUMNS.map((c) => ({ key: c.key, write: variant === 'raw' ? (v) => v : cellWriter(c) }));
  const state = sheet.stream.pipes[0]._writableState;
  const sink = sheet.stream.pipes[0];
  let i = 0;
  for await (const row of exportRows(n)) {
    sheet.addRow(writers.map((w) => w.write(row[w.key]))).commit();
    if (++i % 256 === 0 && variant !== 'noyield') {
      await new Promise((r) => setImmediate(r));
      const limit = variant === 'big' ? 1 << 20 : 0;
      while (variant !== 'yieldonly' && (limit ? state.length > limit : state.needDrain)) await new Promise((r) => sink.once('drain', r));
    }
  }
  sheet.commit(); await wb.commit();
  return performance.now() - t;
}
await once(5000);
const ts = []; for (let k = 0; k < 3; k++) ts.push(Math.round(await once(100000)));
console.log(variant, ts, 'maxRSS', Math.round(process.resourceUsage().maxRSS / 1024));
