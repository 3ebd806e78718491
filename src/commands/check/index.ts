import type { Context } from '../../context.js';
import { defineCommand, type GroupContents, type Result } from '../spec.js';
import { fitProblemRows } from './rows.js';

type Format = 'table' | 'json' | 'github';

interface Printable {
  file: string;
  line: number;
  kind: string;
  severity: 'error' | 'warning';
  message: string;
}

/** `::error file=...,line=...::message`, with GitHub's escapes for properties and message. */
function annotation(p: Printable): string {
  const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${p.severity} file=${property(p.file)},line=${p.line},title=${property(p.kind)}::${data(p.message)}`;
}

function render(ctx: Context, problems: Printable[], format: Format): string {
  if (format === 'json') return `${JSON.stringify(problems, null, 2)}\n`;
  if (problems.length === 0) return '';
  if (format === 'github') return `${problems.map(annotation).join('\n')}\n`;
  if (!ctx.io.stdout.isTTY)
    return `${problems.map((p) => [`${p.file}:${p.line}`, p.severity, p.kind, p.message].join('\t')).join('\n')}\n`;
  const rows = problems.map((p) => ({ ...p, where: `${p.file}:${p.line}` }));
  return `${fitProblemRows(rows, ctx.io.stdout.columns ?? 80).join('\n')}\n`;
}

const checkCommand = defineCommand({
  name: 'folder',
  isDefault: true,
  summary: 'Find what a push or a publish of a Git Sync folder would refuse or break',
  description:
    'Reads the folder as cr push does, with no service and no token, and lists every problem with its file and line. ' +
    'Errors (what the service refuses or what breaks the published site): links to pages and files that do not resolve, ' +
    'missing images, SUMMARY.md entries without a file, slug collisions, front matter that does not parse, ' +
    'names and titles the service refuses, pages over its size, unclosed blocks and stray end tags. ' +
    'Warnings: anchors no heading has, pages missing from SUMMARY.md, unknown GitBook tags, files a push must send by URL. ' +
    'A site folder (docs.yaml, as docs-cli sites pull writes) is checked as every space folder the file names, ' +
    'with paths relative to the site folder; a site file that breaks a rule of the reference exits 2. ' +
    'Exits 0 when there is no error, 1 when there is one (or a warning, with --strict), 2 when the folder cannot be used. ' +
    'See docs/check.md.',
  effect: 'read',
  output: 'none',
  args: [{ name: 'dir', description: 'the folder or site folder (default: the current folder)', required: false }],
  options: [
    {
      flags: '-o, --output <format>',
      description: 'table (file:line, severity, kind, message), json, or github (workflow annotations)',
      choices: ['table', 'json', 'github'],
      default: 'table',
    },
    { flags: '--format <format>', description: 'same as --output', choices: ['table', 'json', 'github'] },
    { flags: '--external', description: 'also check http(s) links (8 at a time, HEAD then GET, 10 s each)' },
    {
      flags: '--timeout <seconds>',
      description: 'with --external: how long one request may take (default 10)',
      type: 'int',
      min: 1,
      max: 600,
    },
    { flags: '--strict', description: 'exit 1 on warnings too' },
  ],
  examples: [
    'docs-cli check ./docs',
    'docs-cli check ./docs --format github',
    'docs-cli check ./docs -o json --external',
    'docs-cli check ./site',
  ],
  async run(ctx, { args, opts }): Promise<Result> {
    const dir = args.dir ?? '.';
    const { checkFolderOrSite, sortProblems } = await import('../../gitsync/check.js');
    const { problems, external } = await checkFolderOrSite(dir, ctx.env);
    if (opts.external) {
      const { externalProblems, EXTERNAL_DEFAULTS } = await import('../../gitsync/external.js');
      const line = ctx.progress();
      line.update(`checking ${new Set(external.map((l) => l.url)).size} external links`);
      try {
        problems.push(
          ...(await externalProblems(external, {
            ...EXTERNAL_DEFAULTS,
            ...(opts.timeout !== undefined ? { timeoutMs: opts.timeout * 1000 } : {}),
          })),
        );
      } finally {
        line.done();
      }
    }
    sortProblems(problems);
    const format: Format = opts.format ?? opts.output;
    ctx.io.stdout.write(render(ctx, problems, format));
    const errors = problems.filter((p) => p.severity === 'error').length;
    const warnings = problems.length - errors;
    if (problems.length)
      ctx.hint(
        `${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`,
      );
    return { kind: 'exit', code: errors > 0 || (opts.strict && warnings > 0) ? 1 : 0 };
  },
});

export const contents: GroupContents = { commands: [checkCommand] };
