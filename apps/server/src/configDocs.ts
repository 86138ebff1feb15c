import { settingDocs } from './configSchema';

/**
 * The README's configuration table and the root .env.example, made from the schema (one
 * declaration per variable, so the docs cannot list a default the server does not have).
 * Written by `npm run config:docs` (scripts/gen-config-docs.mjs); configDocs.test.ts fails
 * when a committed copy differs.
 */
export const REGENERATE = 'npm run config:docs';
export const TABLE_START = `<!-- config-table: generated from apps/server/src/configSchema.ts by \`${REGENERATE}\` -->`;
export const TABLE_END = '<!-- /config-table -->';

/** The markdown table, one row a variable, in the schema's order. */
export function configTable(): string {
  const rows = settingDocs().map((s) => `| \`${s.name}\` | ${s.defaultText} | ${s.meaning} |`);
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The README with its table (between the markers) made anew; throws when a marker is missing. */
export function readmeWithTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${TABLE_START} … ${TABLE_END} section`);
  return readme.slice(0, start) + `${TABLE_START}\n${configTable()}\n` + readme.slice(end);
}

/** Markdown to the plain text of a comment: code spans lose their backticks, links keep their target. */
const plain = (markdown: string) => markdown.replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)').replace(/`([^`]*)`/g, '$1');

function wrap(textLine: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of textLine.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** The value a commented-out line shows: the default when it is one plain value, else empty. */
function exampleValue(defaultText: string): string {
  const code = /^`([^`]*)`$/.exec(defaultText);
  if (code) return code[1];
  return defaultText === 'on' || defaultText === 'off' ? defaultText : '';
}

/** .env.example: every variable commented out at its default, its meaning above it. */
export function envExample(): string {
  const head = [
    `# The server's settings, generated from apps/server/src/configSchema.ts by \`${REGENERATE}\` (do not edit).`,
    '# Every line is commented out at its default: set a variable in the environment the server starts',
    "# in (a systemd unit's Environment=, docker's --env-file, or `set -a; . ./.env; set +a` before",
    '# `npm start`). An empty value is the default; a bad one stops the start with exit code 2.',
  ];
  const blocks = settingDocs().map((s) => {
    const notes = wrap(`${s.name}: ${plain(s.meaning)} (default: ${plain(s.defaultText)})`, 98).map((l) => `# ${l}`);
    return [...notes, `#${s.name}=${exampleValue(s.defaultText)}`].join('\n');
  });
  return [head.join('\n'), ...blocks].join('\n\n') + '\n';
}
