/**
 * Diagnostic counts of costly work: markdown parses, front matter parses by the YAML parser, and
 * full reads of a Git Sync folder (its pages read into a tree).
 * Printed to stderr as one JSON line when the process ends if `DOCS_CLI_DEBUG_COUNTERS=1` (see
 * docs/DEVELOPING.md). Tests use them to hold "a push with nothing to send parses no page", to the
 * built binary through that line and in-process through `counted`; nothing else reads them.
 */
const counts = { markdownParses: 0, frontMatterParses: 0, folderReads: 0 };
const enabled = process.env.DOCS_CLI_DEBUG_COUNTERS === '1';

if (enabled)
  process.once('exit', () => {
    process.stderr.write(`counters (DOCS_CLI_DEBUG_COUNTERS): ${JSON.stringify(counts)}\n`);
  });

export function count(name: keyof typeof counts): void {
  counts[name]++;
}

/** How many of `name` this process has done so far. */
export function counted(name: keyof typeof counts): number {
  return counts[name];
}
