// Build step (build.mjs runs it bundled): makes the PGlite data folders a new data folder starts
// as a copy of (see dataTemplate.ts): dist/db/pgdata-template (migrated, permission catalogue
// synced) and dist/db/pgdata-demo (the same with the demo tenant seeded, for a first start with
// the demo on the day it was built; COACH_DEMO_TEMPLATE=off leaves it out).
import { demoTemplateFolderOf, templateFolderOf } from './dataTemplate';
import { makeBaseTemplate, makeDemoTemplate } from './makeTemplates';
import { envSchema } from '../configSchema';

const migrationsFolder = process.argv[2];
if (!migrationsFolder) throw new Error('usage: makeDataTemplate <migrations folder>');
const dir = templateFolderOf(migrationsFolder);
await makeBaseTemplate(dir, migrationsFolder);
console.log(`data folder template: ${dir}`);
// Read like the server reads it (false/0/OFF too), so the build and the start agree.
if (envSchema.shape.COACH_DEMO_TEMPLATE.parse(process.env.COACH_DEMO_TEMPLATE)) {
  const started = performance.now();
  await makeDemoTemplate(dir, demoTemplateFolderOf(migrationsFolder), migrationsFolder);
  console.log(`demo data folder template: ${Math.round(performance.now() - started)} ms`);
}
