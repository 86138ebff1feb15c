// Regenerates the route and call tables of packages/domain from the product spec's TSV files
// (../shared/spec). The generated files are committed so builds never depend on shared/.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specDir = process.argv[2] ?? resolve(root, '../shared/spec');

function readTsv(name) {
  const [header, ...rows] = readFileSync(resolve(specDir, name), 'utf8').trim().split('\n');
  const keys = header.split('\t');
  return rows.map((line) => Object.fromEntries(line.split('\t').map((v, i) => [keys[i], v])));
}

// JSON, one row a line: data, not code (and reviewable line by line in a diff).
const rowsJson = (rows) => '[\n' + rows.map((r) => '  ' + JSON.stringify(r)).join(',\n') + '\n]\n';

const routes = readTsv('routes.tsv').map((r) => {
  const carType = /carType=(\d+)(?!-)\b/.exec(r.note)?.[1];
  return [r.path, r.title, r.group, r.hidden === '1' ? 1 : 0, r.chunk, r.kind, carType ? Number(carType) : null];
});
// [path, title, group, hidden, chunk, kind, carType]
writeFileSync(resolve(root, 'packages/domain/src/routes/routes.generated.json'), rowsJson(routes));

const calls = readTsv('calls.tsv').map((c) => [
  c.method,
  c.path,
  c.family,
  c.action,
  c.purpose.replace(/^\[decided\] /, '').replace(/ — .*$/, ''),
  (/ — (.*)$/.exec(c.purpose)?.[1] ?? '').split(', ').filter((p) => p.startsWith('/')),
]);
// [method, path, family, action, purpose, pages]
writeFileSync(resolve(root, 'packages/domain/src/calls/calls.generated.json'), rowsJson(calls));
console.log(`routes: ${routes.length}, calls: ${calls.length}`);
