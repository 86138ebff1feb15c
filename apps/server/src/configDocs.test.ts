import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGENERATE, configTable, envExample, readmeWithTable } from './configDocs';
import { envSchema, settingDocs } from './configSchema';

const root = resolve(__dirname, '../../..');
const stale = (file: string) => `${file} differs from apps/server/src/configSchema.ts: run \`${REGENERATE}\``;

describe('the settings docs follow the schema', () => {
  it('documents every declared variable with a default and a meaning', () => {
    const docs = settingDocs();
    expect(docs.map((d) => d.name)).toEqual(Object.keys(envSchema.shape));
    for (const doc of docs) {
      expect(doc.defaultText, doc.name).toMatch(/\S/);
      expect(doc.meaning, doc.name).toMatch(/\S{3}/);
    }
    expect(configTable()).toContain('| `COACH_SLOW_QUERY_MS` | `500` |');
    expect(envExample()).toContain('\n#PORT=8080\n');
  });

  it('README.md holds the table the schema makes', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    expect(readmeWithTable(readme) === readme, stale('README.md')).toBe(true);
  });

  it('.env.example is the one the schema makes', () => {
    const example = readFileSync(resolve(root, '.env.example'), 'utf8');
    expect(example === envExample(), stale('.env.example')).toBe(true);
  });
});
