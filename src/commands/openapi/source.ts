import { readFileText } from '../../read-input.js';
import { stat } from 'node:fs/promises';
import type { OpenApiSource } from '../../api/openapi.js';
import { UsageError } from '../../errors.js';

/** A URL is sent for the service to fetch; a local file is read here and sent as `text`. */
export async function readSource(arg: string): Promise<OpenApiSource> {
  if (/^(https?|file):/i.test(arg)) return { url: arg };
  let size: number;
  try {
    const info = await stat(arg);
    if (!info.isFile()) throw new UsageError(`<file-or-url>: ${arg} is not a file`);
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `<file-or-url>: no such file: ${arg}`,
      'give a path to a JSON or YAML file, or an http(s) URL',
    );
  }
  if (size === 0) throw new UsageError(`<file-or-url>: ${arg} is empty`);
  return { text: await readFileText(arg, '<file-or-url>') };
}
