// `npm run bench`: builds what it measures, runs each benchmark, prints one JSON summary and
// writes it to bench/results/latest.json. Figures are compared within one run.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';
import { benchStartup } from './startup.mjs';
import { benchPgliteThread } from './pgliteThread.mjs';
import { benchLoadCall } from './loadCall.mjs';
import { benchBundle } from './bundle.mjs';
import { benchFirstScreen } from './firstScreen.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchListCall } from './listCall.mjs';
import { benchExport } from './export.mjs';
import { benchImportRefusal } from './importRefusal.mjs';
import { benchDailyTotals } from './dailyTotals.mjs';
import { benchTimingReports } from './timingReports.mjs';
import { benchOrderList } from './orderList.mjs';
import { benchThumbnails } from './thumbnails.mjs';
import { benchScale } from './scale.mjs';
import { benchPartitions } from './partitions.mjs';
import { benchApiCompression } from './apiCompression.mjs';

const only = process.argv[2];
/** `--name value` after the benchmark's name, as a number (e.g. `npm run bench -- partitions --rows 1000000`). */
const numberOption = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 2 ? Number(process.argv[at + 1]) : undefined;
};
execSync('npm run build', { cwd: root, stdio: 'inherit' });
const results = { at: new Date().toISOString() };
if (!only || only === 'startup') results.startup = await benchStartup();
if (!only || only === 'pglite') results.pgliteThread = await benchPgliteThread();
if (!only || only === 'load') results.loadCall = await benchLoadCall();
if (!only || only === 'bundle') {
  results.bundle = await benchBundle();
  // BENCH_BEFORE_DIST=<an earlier apps/web/dist>: the same figures of that build, in this run.
  if (process.env.BENCH_BEFORE_DIST) results.bundleBefore = await benchBundle(process.env.BENCH_BEFORE_DIST);
}
if (!only || only === 'first') results.firstScreen = await benchFirstScreen();
if (!only || only === 'lighthouse') results.lighthouse = await benchLighthouse();
if (!only || only === 'list') results.listCall = await benchListCall();
if (!only || only === 'export') results.export = await benchExport();
if (!only || only === 'import') results.importRefusal = await benchImportRefusal();
if (!only || only === 'daily') results.dailyTotals = await benchDailyTotals();
if (!only || only === 'timing') results.timingReports = await benchTimingReports();
if (!only || only === 'orders') results.orderList = await benchOrderList();
if (!only || only === 'thumbs') results.thumbnails = await benchThumbnails();
if (!only || only === 'scale') results.scale = await benchScale();
if (!only || only === 'compression') results.apiCompression = await benchApiCompression();
// Only when named: 20 000 000 rows loaded twice take a quarter of an hour.
if (only === 'partitions')
  results.partitions = await benchPartitions({ rows: numberOption('rows'), months: numberOption('months') });
console.log(JSON.stringify(results, null, 2));
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
