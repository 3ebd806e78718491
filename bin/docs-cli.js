#!/usr/bin/env node
// The launcher: loads the bundle and is the only place that sets the exit code.
// `--version` and the top-level `--help` are answered without loading the bundle (scripts call
// them often); the help text is the one the bundle printed at build time.
import { readFileSync } from 'node:fs';

const argv = process.argv.slice(2);
const only = argv.length === 1 ? argv[0] : undefined;
const fast =
  only === '--version' || only === '-V'
    ? () => JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version + '\n'
    : only === '--help' || only === '-h'
      ? () => readFileSync(new URL('../dist/root-help.txt', import.meta.url), 'utf8')
      : undefined;

let text;
try {
  text = fast?.();
} catch {
  text = undefined; // no pre-rendered help (a fresh build is writing it): take the normal path
}
if (text !== undefined) {
  process.stdout.write(text);
} else {
  const { main } = await import('../dist/main.js');
  process.exitCode = await main(argv);
}
