import type { Context } from '../context.js';

/**
 * The command that opens a URL here: `$BROWSER` (colon-separated alternatives, `%s` for the
 * URL), else the platform's opener; none on a Linux machine without a display.
 */
function opener(env: NodeJS.ProcessEnv, url: string): [string, string[]] | undefined {
  const browser = env.BROWSER?.split(':')
    .map((b) => b.trim())
    .find(Boolean);
  if (browser) {
    const [command = browser, ...args] = browser.split(/\s+/);
    return [command, args.some((a) => a.includes('%s')) ? args.map((a) => a.replace('%s', url)) : [...args, url]];
  }
  if (process.platform === 'darwin') return ['open', [url]];
  if (process.platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  if (env.DISPLAY || env.WAYLAND_DISPLAY) return ['xdg-open', [url]];
  return undefined;
}

const started = async (command: string, args: string[]) => {
  const { spawn } = await import('node:child_process');
  return new Promise<boolean>((resolve) => {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });
};

/** Opens `url` in a browser; the URL is printed either way, so scripts and display-less shells get it. */
export async function openInBrowser(ctx: Context, url: string): Promise<void> {
  ctx.io.stdout.write(`${url}\n`);
  const command = opener(ctx.env, url);
  if (command && (await started(...command))) ctx.hint(`opened in the browser (${command[0]})`);
  else
    ctx.hint(
      command
        ? `could not start ${command[0]}: open the URL above yourself`
        : 'no display to open a browser on: open the URL above yourself (or set BROWSER)',
    );
}
