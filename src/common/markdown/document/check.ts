/** Reading an untrusted JSON document: each failure names where it is (`document.nodes[3].data.style`). */
export class DocumentError extends Error {
  constructor(
    readonly path: string,
    readonly rule: string,
  ) {
    super(`${path}: ${rule}`);
    this.name = 'DocumentError';
  }
}

export type Obj = Record<string, unknown>;

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

export function fail(path: string, rule: string): never {
  throw new DocumentError(path, rule);
}

export function object(v: unknown, path: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(path, `must be an object, got ${kind(v)}`);
  return v as Obj;
}

export function array(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) fail(path, `must be an array, got ${kind(v)}`);
  return v;
}

export function string(v: unknown, path: string): string {
  if (typeof v !== 'string') fail(path, `must be a string, got ${kind(v)}`);
  return v;
}

export function optionalString(v: unknown, path: string): string | undefined {
  return v === undefined ? undefined : string(v, path);
}

/** `object` is the node's kind in the reference (`block`, `inline`, `text`, ...). */
export function node(v: unknown, path: string, expected: string): Obj {
  const o = object(v, path);
  if (o.object !== expected) fail(`${path}.object`, `must be "${expected}", got ${JSON.stringify(o.object)}`);
  return o;
}

/** A value written inside a GitBook `{% %}` tag, between double quotes. */
export function attribute(v: unknown, path: string): string {
  const s = string(v, path);
  if (/["\r\n]/.test(s)) fail(path, 'cannot hold a double quote or a line break (it is written in a {% %} tag)');
  return s;
}
