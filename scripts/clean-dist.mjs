// Empties dist/ before a package build, so files of earlier builds (old CDN chunks) are never
// packed. The demo's static build (dist/demo, `npm run build:demo`) is left alone.
import { existsSync, readdirSync, rmSync } from 'node:fs';

if (existsSync('dist')) {
  for (const name of readdirSync('dist')) {
    if (name !== 'demo') rmSync(`dist/${name}`, { recursive: true, force: true });
  }
}
