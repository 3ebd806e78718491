/**
 * Diagnostic counts of costly work, printed to stderr as one JSON line when the process ends if
 * `DOCS_CLI_DEBUG_COUNTERS=1` (see docs/DEVELOPING.md): markdown parses and front matter parses
 * by the YAML parser. Tests use them to hold "a push with nothing to send parses no page" to the
 * built binary; nothing else reads them.
 */
const counts = { markdownParses: 0, frontMatterParses: 0 };
const enabled = process.env.DOCS_CLI_DEBUG_COUNTERS === '1';

if (enabled)
  process.once('exit', () => {
    process.stderr.write(`counters (DOCS_CLI_DEBUG_COUNTERS): ${JSON.stringify(counts)}\n`);
  });

export function count(name: keyof typeof counts): void {
  if (enabled) counts[name]++;
}
