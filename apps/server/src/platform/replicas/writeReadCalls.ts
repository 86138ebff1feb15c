import { writeFileSync } from 'node:fs';
import { readCallPattern, readCalls } from '@coach/domain';

/**
 * Run by the build: writes the read calls (packages/domain readCalls) as one regular
 * expression per line, for a balancer's rule file (haproxy: `path_reg -f read-calls.lst`):
 * a read that failed on one process may be sent to another, a write never is.
 */
const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: writeReadCalls <file>');
const calls = readCalls();
writeFileSync(
  file,
  `# The console's read calls (${calls.length}), made by the build from packages/domain readCalls().\n${calls.map(readCallPattern).join('\n')}\n`,
);
