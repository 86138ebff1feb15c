// Child process of bench/export.mjs, run with `node --import tsx` so it can load the
// TypeScript sources. `baseline <rows> <runs>`: exceljs's streaming writer alone, to /dev/null,
// as documented (plain) and with one shared style object per column (tuned, the trick sendXlsx
// uses), so the report shows both what exceljs costs out of the box and sendXlsx's own overhead.
// `server`: a Fastify app whose /export route calls sendXlsx; prints its port, answers /stats.
import { createWriteStream } from 'node:fs';
import Fastify from 'fastify';
import ExcelJS from 'exceljs';
import { sendXlsx } from '../apps/server/src/platform/export/sendXlsx.ts';
import { EXPORT_COLUMNS, exportRows } from './exportRows.mjs';

const [mode, rowsArg = '100000', runsArg = '3'] = process.argv.slice(2);
const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

const PLAIN = {};
const MONEY = { numFmt: '0.00' };

async function baselineOnce(count, tuned) {
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream('/dev/null'),
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('table');
  const styles = EXPORT_COLUMNS.map((c) => (c.kind === 'money' ? MONEY : PLAIN));
  // Plain: the money format as a column style, the documented way (exceljs copies it per cell).
  sheet.columns = EXPORT_COLUMNS.map((c, i) => ({
    key: c.key,
    width: 16.43,
    ...(tuned || styles[i] === PLAIN ? {} : { style: MONEY }),
  }));
  const header = sheet.addRow(EXPORT_COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for await (const row of exportRows(count)) {
    const line = sheet.addRow(EXPORT_COLUMNS.map((c) => row[c.key]));
    if (tuned) line.eachCell({ includeEmpty: true }, (cell, i) => (cell.style = styles[i - 1]));
    line.commit();
  }
  sheet.commit();
  await workbook.commit();
  return performance.now() - started;
}

if (mode === 'baseline') {
  await baselineOnce(5000, false);
  await baselineOnce(5000, true);
  const times = [];
  const tunedTimes = [];
  for (let i = 0; i < Number(runsArg); i++) {
    times.push(await baselineOnce(Number(rowsArg), false));
    tunedTimes.push(await baselineOnce(Number(rowsArg), true));
  }
  console.log(JSON.stringify({ times, tunedTimes, maxRssMb: maxRssMb() }));
} else {
  const app = Fastify();
  app.get('/export', (request, reply) =>
    sendXlsx(reply, { fileName: '学员名单', columns: EXPORT_COLUMNS, rows: exportRows(Number(request.query.n)) }),
  );
  app.get('/stats', async () => ({ maxRssMb: maxRssMb(), rssMb: Math.round(process.memoryUsage().rss / 1048576) }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: app.server.address().port }));
}
