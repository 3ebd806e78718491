// Bundles src/ into dist/ with code splitting, so that commands load their heavy modules lazily.
import { build } from 'esbuild';
import { renameSync, rmSync } from 'node:fs';

// Build beside dist and swap it in, so a running binary never sees a half-written bundle.
const staging = `dist-staging-${process.pid}`;
await build({
  entryPoints: ['src/main.ts'],
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
rmSync('dist', { recursive: true, force: true });
renameSync(staging, 'dist');
