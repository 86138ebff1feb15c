// House rule (issue 39.4): a business area uses another area only through its public surface,
// never a file inside it. A piece two areas need moves to the engine, the platform, the web
// kit or the domain package, or the owning area exports it.
//
// Areas are the folders of `areas/` (public: `area.ts`, `domain/index.ts`, `server/index.ts`,
// `web/pages.ts`) and, until they move there, the feature folders of the two apps (public:
// the folder's index).
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const AREA_ROOT = /\/apps\/(server|web)\/src\/features\/|\/areas\//;
const AREAS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '../../areas');
const AREA_PUBLIC = new Set([
  '',
  'index',
  'index.ts',
  'area',
  'area.ts',
  'domain',
  'domain/index.ts',
  'server/index.ts',
  'web/pages.ts',
]);

/** The area root, the area and the path inside it of a file under an area root, or undefined. */
function areaOf(path) {
  const posix = path.split(sep).join('/');
  const found = AREA_ROOT.exec(posix);
  if (!found) return undefined;
  const root = posix.slice(0, found.index + found[0].length - 1);
  const [area, ...rest] = posix.slice(root.length + 1).split('/');
  return { root, area, rest: rest.join('/') };
}

/** The file a module specifier names, where it is an area's (relative or `@coach/areas/…`). */
function targetOf(file, source) {
  if (source.startsWith('.')) return resolve(dirname(file), source);
  if (source.startsWith('@coach/areas/')) return join(AREAS_FOLDER, source.slice('@coach/areas/'.length));
  return undefined;
}

export const noAreaInternals = {
  meta: {
    type: 'problem',
    docs: { description: "an area imports another area's index only, never its internals" },
    messages: {
      internals:
        "'{{source}}' reaches inside the {{other}} area: import its index ('{{index}}'), or move what both need to the engine, platform, kit or domain.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const here = areaOf(file);
    if (!here) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const path = targetOf(file, source);
      const target = path && areaOf(path);
      if (!target || (target.root === here.root && target.area === here.area)) return;
      if (AREA_PUBLIC.has(target.rest)) return;
      context.report({
        node: node.source,
        messageId: 'internals',
        data: {
          source,
          other: target.area,
          index: relative(dirname(file), resolve(target.root, target.area)).split(sep).join('/'),
        },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-area-internals': noAreaInternals } };
