import { STATUS_CODES } from 'node:http';
import type { RawResponse } from '../../api/client.js';
import { UsageError } from '../../errors.js';
import type { IO } from '../../io.js';
import { applyQuery } from '../../output/query.js';

export type ApiFormat = 'json' | 'jsonl';

export interface PrintOptions {
  format: ApiFormat;
  query?: string;
}

export function printHead(io: IO, res: RawResponse): void {
  let head = `${`HTTP ${res.status} ${STATUS_CODES[res.status] ?? ''}`.trimEnd()}\n`;
  for (const [k, v] of Object.entries(res.headers)) head += `${k}: ${v}\n`;
  io.stdout.write(`${head}\n`);
}

/** JSON answers are printed pretty (`json`) or on one line (`jsonl`); anything else as is. */
export async function printBody(io: IO, res: RawResponse, out: PrintOptions): Promise<void> {
  if (res.body.length === 0) return;
  const text = res.body.toString('utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    if (out.query !== undefined) throw new UsageError('--query: the answer is not JSON');
    io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return;
  }
  await printJson(io, data, out);
}

export async function printJson(io: IO, data: unknown, out: PrintOptions): Promise<void> {
  const value = out.query !== undefined ? await applyQuery(data, out.query) : data;
  io.stdout.write(
    `${out.format === 'jsonl' ? JSON.stringify(value ?? null) : JSON.stringify(value ?? null, null, 2)}\n`,
  );
}

/** The contract's `error.message`, else the status line. */
export function answerMessage(res: RawResponse): string {
  try {
    const parsed = JSON.parse(res.body.toString('utf8')) as { error?: { message?: string } };
    if (parsed.error?.message) return parsed.error.message;
  } catch {
    // not the contract's error body
  }
  return `the service answered HTTP ${res.status}`;
}
