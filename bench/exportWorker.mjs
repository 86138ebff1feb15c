// Child process of bench/export.mjs, run with `node --import tsx` so it can load the
// TypeScript sources. `baseline <rows> <runs>`: exceljs's streaming writer alone, to /dev/null.
// `server`: a Fastify app whose /export route calls sendXlsx; prints its port, answers /stats.
import { createWriteStream } from 'node:fs';
import Fastify from 'fastify';
import ExcelJS from 'exceljs';
import { sendXlsx } from '../apps/server/src/platform/export/sendXlsx.ts';
import { EXPORT_COLUMNS, exportRows } from './exportRows.mjs';

const [mode, rowsArg = '100000', runsArg = '3'] = process.argv.slice(2);
const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function baselineOnce(count) {
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream('/dev/null'), useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('table');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ key: c.key, width: 16.43 }));
  const header = sheet.addRow(EXPORT_COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for await (const row of exportRows(count)) sheet.addRow(EXPORT_COLUMNS.map((c) => row[c.key])).commit();
  sheet.commit();
  await workbook.commit();
  return performance.now() - started;
}

if (mode === 'baseline') {
  await baselineOnce(5000);
  const times = [];
  for (let i = 0; i < Number(runsArg); i++) times.push(await baselineOnce(Number(rowsArg)));
  console.log(JSON.stringify({ times, maxRssMb: maxRssMb() }));
} else {
  const app = Fastify();
  app.get('/export', (request, reply) =>
    sendXlsx(reply, { fileName: '学员名单', columns: EXPORT_COLUMNS, rows: exportRows(Number(request.query.n)) }),
  );
  app.get('/stats', async () => ({ maxRssMb: maxRssMb(), rssMb: Math.round(process.memoryUsage().rss / 1048576) }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: app.server.address().port }));
}
