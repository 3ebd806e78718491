import { badRequest } from './errors.js';

/**
 * A small validator for request bodies and queries. Messages name the field and the rule
 * (`title: must be at most 50 characters`), as the gap decisions ask.
 */
export interface Rule<T> {
  check(value: unknown, path: string): T;
  readonly optional?: boolean;
}

type Infer<R> = R extends Rule<infer T> ? T : never;
type Shape = Record<string, Rule<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { readonly optional: true } ? K : never }[keyof S];
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>;
export type InferShape<S extends Shape> = { [K in RequiredKeys<S>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>;
};

export class ValidationError extends Error {}

function fail(path: string, rule: string): never {
  throw badRequest(`${path}: ${rule}`);
}

const describeType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export interface StringRule {
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternText?: string;
}

class BaseRule<T, O extends boolean = false> implements Rule<T> {
  constructor(
    readonly check: (value: unknown, path: string) => T,
    readonly optional: O,
  ) {}
  /** Also accepts JSON null (the interface's "or null to remove"). */
  orNull(): BaseRule<T | null, O> {
    const check = this.check;
    return new BaseRule<T | null, O>((value, path) => (value === null ? null : check(value, path)), this.optional);
  }
  /** The field may be absent. */
  opt(): BaseRule<T, true> {
    return new BaseRule<T, true>(this.check, true);
  }
}

function rule<T>(check: (value: unknown, path: string) => T): BaseRule<T, false> {
  return new BaseRule<T, false>(check, false);
}

export const v = {
  string(opts: StringRule = {}) {
    return rule<string>((value, path) => {
      if (typeof value !== 'string') fail(path, `must be a string, got ${describeType(value)}`);
      const len = [...value].length;
      if (opts.min !== undefined && len < opts.min) {
        fail(path, opts.min === 1 ? 'must not be empty' : `must be at least ${opts.min} characters`);
      }
      if (opts.max !== undefined && len > opts.max) fail(path, `must be at most ${opts.max} characters`);
      if (opts.pattern && !opts.pattern.test(value)) fail(path, opts.patternText ?? `must match ${opts.pattern}`);
      return value;
    });
  },
  number(opts: { min?: number; max?: number; integer?: boolean } = {}) {
    return rule<number>((value, path) => {
      if (typeof value !== 'number' || !Number.isFinite(value))
        fail(path, `must be a number, got ${describeType(value)}`);
      if (opts.integer && !Number.isInteger(value)) fail(path, 'must be an integer');
      if (opts.min !== undefined && value < opts.min) fail(path, `must be at least ${opts.min}`);
      if (opts.max !== undefined && value > opts.max) fail(path, `must be at most ${opts.max}`);
      return value;
    });
  },
  boolean() {
    return rule<boolean>((value, path) => {
      if (typeof value !== 'boolean') fail(path, `must be a boolean, got ${describeType(value)}`);
      return value;
    });
  },
  enum<const E extends string>(values: readonly E[]) {
    return rule<E>((value, path) => {
      if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
        fail(path, `must be one of ${values.join(', ')}`);
      }
      return value as E;
    });
  },
  array<T>(item: Rule<T>, opts: { max?: number; min?: number } = {}) {
    return rule<T[]>((value, path) => {
      if (!Array.isArray(value)) fail(path, `must be an array, got ${describeType(value)}`);
      if (opts.max !== undefined && value.length > opts.max) fail(path, `must have at most ${opts.max} items`);
      if (opts.min !== undefined && value.length < opts.min) fail(path, `must have at least ${opts.min} items`);
      return value.map((entry, i) => item.check(entry, `${path}[${i}]`));
    });
  },
  record<T>(item: Rule<T>) {
    return rule<Record<string, T>>((value, path) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        fail(path, `must be an object, got ${describeType(value)}`);
      const out: Record<string, T> = {};
      for (const [k, entry] of Object.entries(value)) out[k] = item.check(entry, `${path}.${k}`);
      return out;
    });
  },
  object<S extends Shape>(shape: S) {
    return rule<InferShape<S>>((value, path) => checkObject(shape, value, path));
  },
  /** Any JSON value, unchecked (free-form objects the interface does not describe). */
  any() {
    return rule<unknown>((value) => value);
  },
  oneOf<A, B>(a: Rule<A>, b: Rule<B>, describe: string) {
    return rule<A | B>((value, path) => {
      try {
        return a.check(value, path);
      } catch {
        try {
          return b.check(value, path);
        } catch {
          return fail(path, describe);
        }
      }
    });
  },
};

export function checkObject<S extends Shape>(shape: S, value: unknown, path = ''): InferShape<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(path || 'body', `must be a JSON object, got ${describeType(value)}`);
  }
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, r] of Object.entries(shape)) {
    const fieldPath = path ? `${path}.${key}` : key;
    if (!(key in input) || input[key] === undefined) {
      if (!r.optional) fail(fieldPath, 'is required');
      continue;
    }
    out[key] = r.check(input[key], fieldPath);
  }
  return out as InferShape<S>;
}

/** Validates a parsed JSON body against a shape; absent body counts as `{}`. */
export function parseBody<S extends Shape>(shape: S, body: unknown): InferShape<S> {
  // No body is an empty object; a JSON `null` body is not an object and is refused.
  return checkObject(shape, body === undefined ? {} : body, '');
}
