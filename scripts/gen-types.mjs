// Generates src/api/schema.d.ts from the API contract src/api/openapi.json.
//   node scripts/gen-types.mjs          write the file (npm run gen:types)
//   node scripts/gen-types.mjs --check  fail if the checked-in file differs (npm run check:types)
// The output is formatted with the project's Prettier settings, so it is byte-for-byte stable.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const root = fileURLToPath(new URL('..', import.meta.url));
const contractPath = `${root}src/api/openapi.json`;
const outputPath = `${root}src/api/schema.d.ts`;
const prettierConfigPath = `${root}.prettierrc.json`;

const header = `/**
 * Types of the Review Platform API, generated from src/api/openapi.json.
 * Do not edit: change the contract and run \`npm run gen:types\` (node scripts/gen-types.mjs).
 * Import named types from ./types.js rather than from this file.
 */

`;

async function generate() {
  const contract = JSON.parse(await readFile(contractPath, 'utf8'));
  const ast = await openapiTS(contract, { silent: true });
  const config = await prettier.resolveConfig(outputPath, { config: prettierConfigPath });
  return prettier.format(header + astToString(ast), {
    ...config,
    filepath: outputPath,
    parser: 'typescript',
  });
}

async function readCurrent() {
  try {
    return await readFile(outputPath, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

const check = process.argv.includes('--check');
const generated = await generate();

if (check) {
  if ((await readCurrent()) !== generated) {
    console.error('src/api/schema.d.ts is stale: run npm run gen:types');
    process.exit(1);
  }
  console.log('src/api/schema.d.ts is up to date.');
} else {
  await writeFile(outputPath, generated);
  console.log('Wrote src/api/schema.d.ts');
}
