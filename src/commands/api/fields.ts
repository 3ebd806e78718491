import { readTextInput } from '../../read-input.js';
import { UsageError } from '../../errors.js';
import type { IO } from '../../io.js';

/** One `-f key=value` (raw string) or `-F key=value` (typed) parameter. */
export interface Field {
  key: string;
  raw: string;
  typed: boolean;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export function parseFieldArg(arg: string, typed: boolean): Field {
  const eq = arg.indexOf('=');
  if (eq <= 0) throw new UsageError(`${typed ? '-F' : '-f'} ${arg}: expected key=value`);
  return { key: arg.slice(0, eq), raw: arg.slice(eq + 1), typed };
}

/** Helpers a typed value may need: placeholders and `@file` / `@-` contents. */
export interface FieldEnv {
  io: IO;
  replacePlaceholders(value: string): Promise<string>;
}

/**
 * `-F` converts `true`, `false`, `null` and numbers to JSON values, reads `@file` (`@-`: stdin),
 * and fills `{org}`; `-f` keeps the value as a string, like `gh api`.
 */
export async function fieldValue(field: Field, env: FieldEnv): Promise<JsonValue> {
  if (!field.typed) return field.raw;
  const v = field.raw;
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (v === 'null') return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(v)) return Number(v);
  if (v.startsWith('@')) return readValueFile(v.slice(1), env.io);
  return env.replacePlaceholders(v);
}

async function readValueFile(file: string, io: IO): Promise<string> {
  return readTextInput(io, file, `@${file}`);
}

/**
 * Splits `a[b][]` into `['a', 'b', '']`; an empty segment appends to an array.
 */
export function keyPath(key: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  const [, name, brackets = ''] = m ?? [];
  if (name === undefined) throw new UsageError(`field name ${key}: expected name, name[key] or name[]`);
  return [name, ...[...brackets.matchAll(/\[([^[\]]*)\]/g)].map((s) => s[1] ?? '')];
}

/** Builds a JSON object from fields, nesting `a[b]=` and appending `a[]=`. */
export async function fieldsToBody(fields: Field[], env: FieldEnv): Promise<Record<string, JsonValue>> {
  const body: Record<string, JsonValue> = {};
  for (const field of fields) {
    const path = keyPath(field.key);
    const value = await fieldValue(field, env);
    setPath(body, path, value, field.key);
  }
  return body;
}

function setPath(target: Record<string, JsonValue> | JsonValue[], path: string[], value: JsonValue, key: string): void {
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(target)) {
    if (head !== '') throw new UsageError(`field ${key}: mixes array and object keys`);
    if (rest.length === 0) target.push(value);
    else {
      const child: Record<string, JsonValue> | JsonValue[] = rest[0] === '' ? [] : {};
      target.push(child);
      setPath(child, rest, value, key);
    }
    return;
  }
  if (head === '') throw new UsageError(`field ${key}: mixes array and object keys`);
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const wantArray = rest[0] === '';
  let child = target[head];
  if (child === undefined) target[head] = child = wantArray ? [] : {};
  if (wantArray !== Array.isArray(child) || child === null || typeof child !== 'object') {
    throw new UsageError(`field ${key}: conflicts with an earlier field`);
  }
  setPath(child, rest, value, key);
}

/** For GET: fields become query parameters; `a[]=x` repeats `a`. */
export async function fieldsToQuery(fields: Field[], env: FieldEnv): Promise<Record<string, string[]>> {
  const query: Record<string, string[]> = {};
  for (const field of fields) {
    const name = field.key.replace(/\[\]$/, '');
    const value = await fieldValue(field, env);
    (query[name] ??= []).push(typeof value === 'string' ? value : JSON.stringify(value));
  }
  return query;
}
