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

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/mock/**', 'src/api/**'],
  litelement: true,
  plugins: [
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
