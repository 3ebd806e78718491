import { execa, type ResultPromise } from 'execa';
import { BIN } from './bin.js';
import { tempDir } from './cli.js';

/** A `docs-cli preview` of the built binary, serving at `url`. */
export interface RunningPreview {
  process: ResultPromise;
  url: string;
  /** Its stderr so far. */
  stderr(): string;
  /** Ctrl-C, then its end. */
  stop(): Promise<unknown>;
}

/** Starts `docs-cli preview <dir> --no-open <options>` with an empty home; resolves on its printed URL. */
export async function startPreview(dir: string, ...options: string[]): Promise<RunningPreview> {
  const child = execa('node', [BIN, 'preview', dir, '--no-open', ...options], {
    reject: false,
    env: { PATH: process.env.PATH, HOME: tempDir('docs-cli-home-') },
    extendEnv: false,
    stdin: 'ignore',
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(line.trim());
    });
    child.once('exit', () => reject(new Error(`preview exited: ${err}`)));
  });
  return {
    process: child,
    url,
    stderr: () => err,
    stop: async () => {
      child.kill('SIGINT');
      return child;
    },
  };
}

/** The preview's URL as a base that ends with a slash. */
export const baseOf = (url: string) => (url.endsWith('/') ? url : `${url}/`);
