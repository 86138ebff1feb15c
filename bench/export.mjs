// Export benchmark: 100 000 rows streamed as xlsx through sendXlsx over HTTP, next to exceljs's
// streaming writer alone writing the same rows to /dev/null. Each side runs in a child process
// of its own (`node --import tsx`, so the TypeScript source is measured without a build), which
// makes the peak RSS of the export its own and not the benchmark's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { median, root } from './lib.mjs';

const worker = join(root, 'bench/exportWorker.mjs');

function startWorker(args, onLine) {
  const child = spawn(process.execPath, ['--import', 'tsx', worker, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    let at;
    while ((at = buffered.indexOf('\n')) >= 0) {
      onLine(JSON.parse(buffered.slice(0, at)));
      buffered = buffered.slice(at + 1);
    }
  });
  return child;
}

async function runBaseline(rows, runs) {
  return new Promise((resolve, reject) => {
    const child = startWorker(['baseline', String(rows), String(runs)], resolve);
    child.once('exit', (code) => code && reject(new Error(`baseline worker exited ${code}`)));
  });
}

/** Reads the whole response and throws it away, as a browser saving to disk would. */
async function timedExport(base, rows) {
  const started = performance.now();
  const res = await fetch(`${base}/export?n=${rows}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return { ms: performance.now() - started, bytes };
}

async function runServer(rows, runs) {
  let child;
  const { port } = await new Promise((resolve, reject) => {
    child = startWorker(['server'], resolve);
    child.once('exit', (code) => reject(new Error(`export worker exited ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await timedExport(base, 5000);
    const times = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) ({ ms: times[i], bytes } = await timedExport(base, rows));
    const stats = await (await fetch(`${base}/stats`)).json();
    return { times, bytes, ...stats };
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
}

export async function benchExport({ rows = 100_000, runs = 3 } = {}) {
  const baseline = await runBaseline(rows, runs);
  const exported = await runServer(rows, runs);
  const exportMs = median(exported.times);
  const baselineMs = median(baseline.times);
  const tunedMs = median(baseline.tunedTimes);
  return {
    rows,
    exportMs: Math.round(exportMs),
    baselineMs: Math.round(baselineMs),
    ratio: Number((exportMs / baselineMs).toFixed(2)),
    ratioTarget: 1.3,
    // Against exceljs given the same shared-style trick: what formatting, back-pressure and HTTP cost.
    tunedBaselineMs: Math.round(tunedMs),
    ratioToTuned: Number((exportMs / tunedMs).toFixed(2)),
    exportPeakRssMb: exported.maxRssMb,
    rssTargetMb: 250,
    baselinePeakRssMb: baseline.maxRssMb,
    fileMb: Number((exported.bytes / 1048576).toFixed(1)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchExport(), null, 2));
