// Regenerates the files derived from the code: completions/* and docs/commands.md from the command
// tree, src/server/routes/manifest.ts from the route modules, src/server/reference-routes.ts from
// the two references.
// Usage: npm run gen   (node scripts/generate.mjs [--check] : --check exits 1 when a file is stale)
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

// Bundle the TypeScript generator next to node_modules so its dependencies resolve.
const outdir = join(root, 'node_modules', '.cache', 'docs-cli-generate', String(process.pid));
await build({
  entryPoints: {
    generate: join(root, 'src/docs/generate.ts'),
    'manifest-source': join(root, 'src/server/routes/manifest-source.ts'),
    'reference-routes-source': join(root, 'src/server/reference-routes-source.ts'),
  },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  outExtension: { '.js': '.mjs' },
});
let files;
try {
  ({ generatedFiles: files } = await import(pathToFileURL(join(outdir, 'generate.mjs')).href));
  files = await files(root);
  const { MANIFEST_FILE, routeManifestSource } = await import(pathToFileURL(join(outdir, 'manifest-source.mjs')).href);
  files[MANIFEST_FILE] = await routeManifestSource();
  const { REFERENCE_ROUTES_FILE, referenceRoutesSource } = await import(
    pathToFileURL(join(outdir, 'reference-routes-source.mjs')).href
  );
  files[REFERENCE_ROUTES_FILE] = referenceRoutesSource(root);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}

let stale = 0;
for (const [path, content] of Object.entries(files)) {
  const target = join(root, path);
  let current;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) continue;
  stale++;
  if (check) {
    console.error(`stale: ${path}`);
    continue;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.error(`wrote ${path}`);
}
if (check && stale) {
  console.error('run npm run gen');
  process.exit(1);
}
if (!stale) console.error('up to date');
