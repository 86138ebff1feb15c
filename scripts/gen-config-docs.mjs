// Writes the README's configuration table and the root .env.example from the settings schema
// (apps/server/src/configSchema.ts). Run with `npm run config:docs` after changing a setting;
// apps/server/src/configDocs.test.ts fails while either is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envExample, readmeWithTable } from '../apps/server/src/configDocs.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readme = resolve(root, 'README.md');
writeFileSync(readme, readmeWithTable(readFileSync(readme, 'utf8')));
writeFileSync(resolve(root, '.env.example'), envExample());
console.log('README.md (configuration table) and .env.example written');
