// Import refusal: a 200 000-row xlsx uploaded to an import call must be refused (5 000 rows at
// most) quickly and without the server holding the workbook. Side by side in one run: the time
// and memory exceljs needs to read the same file whole (what the import did before).
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, postJson, startConsole } from './lib.mjs';

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function writeRows(file, rows) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(file), useSharedStrings: false });
  const sheet = workbook.addWorksheet('table');
  sheet.addRow(['敏感词', '分类']).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow([`词${i}`, '广告']).commit();
  sheet.commit();
  await workbook.commit();
}

function multipart(bytes) {
  const boundary = '----coachbench';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="words.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function benchImportRefusal({ rows = 200_000, runs = 5 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-import-'));
  const file = join(dir, 'rows.xlsx');
  await writeRows(file, rows);
  const bytes = readFileSync(file);
  const server = await startConsole({ DATA_DIR: join(dir, 'data'), COACH_LOGIN_RATE_LIMIT: '1000' });
  try {
    const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
      account: 'admin',
      password: 'Admin2026',
    });
    const token = login.result['ctl-token'];
    const { body, type } = multipart(bytes);
    const refusals = [];
    let growth = 0;
    let message = '';
    for (let i = 0; i < runs; i++) {
      const before = rssMb(server.child.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid))), 5);
      const started = performance.now();
      const res = await fetch(`${server.base}/api/system/inner/sensitiveWord/v1/batchImport`, {
        method: 'POST',
        headers: { 'content-type': type, 'ctl-token': token },
        body,
      });
      message = (await res.json()).message;
      refusals.push(performance.now() - started);
      clearInterval(sampler);
      growth = Math.max(growth, peak - before);
    }
    // What reading the whole file costs (the import before it counted rows first).
    const loads = [];
    let loadGrowth = 0;
    for (let i = 0; i < 2; i++) {
      global.gc?.();
      const before = process.memoryUsage().rss / 1024 / 1024;
      const started = performance.now();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes);
      loads.push(performance.now() - started);
      loadGrowth = Math.max(loadGrowth, process.memoryUsage().rss / 1024 / 1024 - before);
    }
    const refusedMs = median(refusals);
    const loadMs = median(loads);
    return {
      rows,
      fileMb: +(bytes.length / 1024 / 1024).toFixed(2),
      answer: message,
      refusedMs: Math.round(refusedMs),
      serverRssGrowthMb: Math.round(growth),
      fullReadMs: Math.round(loadMs),
      fullReadRssGrowthMb: Math.round(loadGrowth),
      ratio: +(refusedMs / loadMs).toFixed(3),
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
