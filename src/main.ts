import { run } from './cli.js';
import { ExitCode } from './errors.js';
import { processIO } from './io.js';

/** Entry point of the binary: wires process streams and Ctrl-C, returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const controller = new AbortController();
  let interrupted = false;
  const onSigint = () => {
    if (interrupted) process.exit(ExitCode.interrupted);
    interrupted = true;
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigint);
  // `docs-cli spaces list | head -1`: the reader left; there is nobody to tell anything to.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') {
      if (process.stderr.isTTY) process.stderr.write('\r\x1b[K'); // no progress line left behind
      process.exit(ExitCode.ok);
    }
    throw error;
  });
  const io = processIO(process.env);
  const colorFlag = argv.includes('--no-color');
  if (colorFlag) io.color = false;
  try {
    const code = await run(argv, { io, env: process.env, signal: controller.signal });
    return interrupted ? ExitCode.interrupted : code;
  } finally {
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigint);
  }
}
