import { LIMITS } from '../../common/limits.js';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CliError, ExitCode, UsageError } from '../../errors.js';
import { openInBrowser } from '../browser.js';
import { defineCommand, none, type CommandSpec, type GroupContents } from '../spec.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);

/** `docs-cli preview [dir]`: the group's one command, run when no sub-command is named. */
const serveCommand: CommandSpec = defineCommand({
  name: 'serve',
  isDefault: true,
  summary: 'Serve a local docs folder as its published site would look, reloading pages as files change',
  description:
    'Reads a Git Sync folder (SUMMARY.md, .gitbook.yaml) or a plain folder of markdown and serves it on loopback with the site renderer; ' +
    'a site folder (docs.yaml) is served as its whole site, each space under its section and space path. ' +
    'Pages are rendered when opened and again after their folder changes; an open page reloads by itself. ' +
    'Broken links, missing images and unknown tags show in a banner on the page and on stderr. Needs no service and no token. Ctrl-C stops it.',
  effect: 'local',
  output: 'none',
  args: [
    { name: 'dir', description: 'the folder or site folder to serve (default: the current folder)', required: false },
  ],
  options: [
    {
      flags: '--port <port>',
      description: 'TCP port (0 picks a free one)',
      type: 'int',
      min: 0,
      max: 65535,
      default: 0,
    },
    {
      flags: '--host <host>',
      description: 'address to listen on (loopback unless you name another)',
      default: '127.0.0.1',
      limit: LIMITS.listenHost,
    },
    { flags: '--no-open', description: 'print the URL without opening a browser' },
  ],
  examples: [
    'docs-cli preview',
    'docs-cli preview ./docs --port 4000',
    'docs-cli preview ./docs --no-open',
    'docs-cli preview ./site --no-open',
  ],
  async run(ctx, { args, opts }) {
    const given = args.dir ?? '.';
    const dir = resolve(given);
    if (!existsSync(dir)) throw new UsageError(`${given}: no such folder`);
    if (!statSync(dir).isDirectory()) throw new UsageError(`${given}: not a folder`);
    // A site file that breaks a rule, or a symbolic link out of the folder, stops here (exit 2);
    // later edits show on the page.
    const { refuseLinksOut } = await import('../../preview/folder-site.js');
    refuseLinksOut(given);
    // Said on every output: a preview started by a script is as open as one started by hand.
    if (!LOOPBACK.has(opts.host))
      ctx.warn(`serving on ${opts.host}: anyone who can reach this address can read the folder's pages`);
    const { startPreview } = await import('../../preview/server.js');
    let preview;
    try {
      preview = await startPreview({
        dir,
        host: opts.host,
        port: opts.port,
        log: (line) => ctx.io.stderr.write(`${line}\n`),
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE')
        throw new CliError(
          `port ${opts.port} on ${opts.host} is already in use`,
          ExitCode.failure,
          'choose another --port (0 picks a free one)',
        );
      if (code === 'EACCES') throw new CliError(`not allowed to listen on port ${opts.port}`, ExitCode.failure);
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
        throw new UsageError(`--host ${opts.host}: cannot listen there (${code})`);
      throw error;
    }
    try {
      if (opts.open !== false && ctx.io.stdout.isTTY) await openInBrowser(ctx, preview.url);
      else ctx.io.stdout.write(`${preview.url}\n`);
      ctx.hint('Press Ctrl-C to stop.');
      await new Promise<void>((done) => {
        if (!ctx.signal || ctx.signal.aborted) return done();
        ctx.signal.addEventListener('abort', () => done(), { once: true });
      });
    } finally {
      await preview.close();
    }
    return none();
  },
});

export const contents: GroupContents = { commands: [serveCommand] };
