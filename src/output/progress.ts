import type { IO } from '../io.js';

/** A line of progress on the terminal: rewritten in place, erased by `done()`. */
export interface Progress {
  update(text: string): void;
  done(): void;
}

const ERASE = '\r\x1b[K';

/**
 * Progress on stderr, only on a terminal, and not while stdout is a pipe (its reader, `| head`,
 * writes to the same terminal between our updates). A line wider than the terminal would wrap
 * and could no longer be erased: it is cut to fit.
 */
export function terminalProgress(io: IO): Progress {
  const shown = io.stderr.isTTY && !io.stdout.isPipe;
  let drawn = false;
  return {
    update(text) {
      if (!shown) return;
      const width = (io.stderr.columns ?? 80) - 1;
      const line = text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text;
      io.stderr.write(`${ERASE}${line}`);
      drawn = true;
    },
    done() {
      if (drawn) io.stderr.write(ERASE);
      drawn = false;
    },
  };
}
