// `npm run analyze`: custom-elements.json from the elements' JSDoc. Its module paths name the
// published files (dist/**/*.js), not the TypeScript sources, which the package does not ship.
import { posix } from 'node:path';

/** `src/a/b.ts`, `/src/a/b.js` or `./b.js` (relative to `src/a/`) → `dist/a/b.js`. */
function toDist(path, dir) {
  const full = path.startsWith('.') ? posix.join(dir, path) : path;
  return full.replace(/^\/?src\/(.*)\.[jt]s$/, 'dist/$1.js');
}

function distPaths(node, dir) {
  if (Array.isArray(node)) node.forEach((item) => distPaths(item, dir));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string') {
        node[key] = toDist(value, dir);
      } else distPaths(value, dir);
    }
  }
}

/** Exported type aliases that are unions of string literals, by name: `Fallback` → `'a' | 'b'`. */
const aliases = new Map();

/**
 * An attribute or field typed by such an alias also carries the union as `parsedType` (the name
 * the community's expanded-types plugin uses), so a tool can offer the values without its own list.
 */
function expandTypes(node) {
  if (Array.isArray(node)) node.forEach(expandTypes);
  else if (node && typeof node === 'object') {
    const named = node.type?.text?.replace(/\s*\|\s*undefined$/, '');
    if (aliases.has(named)) node.parsedType = { text: aliases.get(named) };
    Object.values(node).forEach(expandTypes);
  }
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/mock/**', 'src/api/**'],
  litelement: true,
  plugins: [
    {
      name: 'expanded-union-types',
      collectPhase({ ts, node }) {
        if (
          ts.isTypeAliasDeclaration(node) &&
          ts.isUnionTypeNode(node.type) &&
          node.type.types.every(
            (type) => ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal),
          )
        ) {
          aliases.set(
            node.name.text,
            node.type.types.map((type) => `'${type.literal.text}'`).join(' | '),
          );
        }
      },
      packageLinkPhase({ customElementsManifest }) {
        expandTypes(customElementsManifest.modules);
      },
    },
    {
      name: 'dist-paths',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          distPaths(module, posix.dirname(module.path));
        }
      },
    },
  ],
};
