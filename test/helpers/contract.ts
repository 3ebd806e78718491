import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { DELIBERATE_DIFFERENCES } from '../contract-differences.js';

/**
 * Validates every answer the test services give against the reference OpenAPI document
 * (@gitbook/api 0.137.0): the schema of the same operation and status. Violations are kept
 * and reported by `contractViolations()`; test services fail their `close()` on any.
 */
const require = createRequire(import.meta.url);
type Validator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string; params?: unknown }> | null };

interface Operation {
  /** The schema document it comes from: 0.137.0, or 0.202.0 for operations only it has. */
  doc: 'openapi.json' | 'current.json';
  template: string;
  pattern: RegExp;
  literalCount: number;
  methods: Record<string, { responses: Record<string, unknown>; requestBody?: { content?: Record<string, unknown> } }>;
}

let operations: Operation[] | undefined;
let ajv: { compile(schema: unknown): Validator; getSchema(ref: string): Validator | undefined } | undefined;
const validators = new Map<string, Validator | null>();
const violations: string[] = [];
const seen = new Set<string>();

type Spec = { paths: Record<string, Operation['methods']> };

function readSpec(name: string): Spec {
  return JSON.parse(readFileSync(require.resolve(`${name}/spec/openapi.json`), 'utf8')) as Spec;
}

function operationsOf(spec: Spec, doc: Operation['doc'], keep: (template: string, method: string) => boolean): Operation[] {
  return Object.entries(spec.paths).flatMap(([template, all]) => {
    const methods = Object.fromEntries(Object.entries(all).filter(([m]) => keep(template, m)));
    if (Object.keys(methods).length === 0) return [];
    const parts = template.split('/').filter(Boolean);
    const pattern = new RegExp('^/' + parts.map((p) => (p.startsWith('{') ? '[^/]+' : escape(p))).join('/') + '$');
    return [{ doc, template, pattern, literalCount: parts.filter((p) => !p.startsWith('{')).length, methods }];
  });
}

function load(): Operation[] {
  if (operations) return operations;
  const spec = readSpec('@gitbook/api');
  // Operations added since (updateChangeRequestContent, ...) are checked against 0.202.0.
  const current = readSpec('@gitbook/api-current');
  const Ajv = require('ajv').default;
  const addFormats = require('ajv-formats').default;
  ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // The reference's own format names (free-form strings to a validator).
  for (const name of ['emoji', 'icon']) (ajv as unknown as { addFormat(n: string, f: boolean): void }).addFormat(name, true);
  (ajv as unknown as { addSchema(s: unknown, id: string): void }).addSchema(openApiToJsonSchema(spec), 'openapi.json');
  (ajv as unknown as { addSchema(s: unknown, id: string): void }).addSchema(openApiToJsonSchema(current), 'current.json');
  const has = (template: string, method: string) => Boolean(spec.paths[template]?.[method]);
  operations = [...operationsOf(spec, 'openapi.json', () => true), ...operationsOf(current, 'current.json', (t, m) => !has(t, m))];
  operations.sort((a, b) => b.literalCount - a.literalCount);
  return operations;
}

/** OpenAPI 3.0's `nullable: true` becomes JSON Schema's `anyOf [..., {type: null}]`. */
function openApiToJsonSchema(node: any): any {
  if (Array.isArray(node)) return node.map(openApiToJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) if (k !== 'nullable') out[k] = openApiToJsonSchema(v);
  if (node.nullable === true) return { anyOf: [out, { type: 'null' }] };
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export interface Exchange {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

export function recordExchange(method: string, url: string, status: number, body: unknown): void {
  if (!url.startsWith('/v1/')) return; // published pages (HTML for visitors) are not the API
  const path = url.split('?')[0]!.replace(/^\/v1(?=\/)/, '');
  if (status >= 400) {
    const e = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    if (!e || e.code !== status || typeof e.message !== 'string' || !e.message) {
      violations.push(`${method} ${path} ${status}: error body is not {"error": {"code": ${status}, "message": "..."}}`);
    }
    return;
  }
  if (body === undefined) return;
  const op = load().find((o) => o.pattern.test(path) && o.methods[method.toLowerCase()]);
  if (!op) return; // an operation the reference does not have (listed in contract-differences.ts)
  const key = `${method} ${op.template} ${status}`;
  let validate = validators.get(key);
  if (validate === undefined) {
    const responses = op.methods[method.toLowerCase()]!.responses;
    const response = responses[String(status)] as { content?: Record<string, unknown> } | undefined;
    if (!response) {
      validate = null;
      if (!isDeliberate(method, op.template, `status ${status}`)) violations.push(`${key}: the reference has no ${status} answer for this operation`);
    } else if (!response.content?.['application/json']) {
      validate = null;
    } else {
      const ref = `${op.doc}#/paths/${pointer(op.template)}/${method.toLowerCase()}/responses/${status}/content/${pointer('application/json')}/schema`;
      validate = ajv!.compile({ $ref: ref });
    }
    validators.set(key, validate);
  }
  if (validate && !validate(body)) {
    for (const err of validate.errors ?? []) {
      const where = `${err.instancePath || '/'} ${err.message ?? ''}`;
      if (isDeliberate(method, op.template, err.instancePath)) continue;
      const line = `${key}: ${where} ${JSON.stringify(err.params)}`;
      if (!seen.has(line)) {
        seen.add(line);
        violations.push(line);
      }
    }
  }
}

/**
 * Checks a request body against the reference's request schema, for the operations that only
 * 0.202.0 has: a request the service accepted must be one the reference accepts too.
 */
export function recordRequest(method: string, url: string, body: unknown): void {
  if (!url.startsWith('/v1/') || body === undefined) return;
  const path = url.split('?')[0]!.replace(/^\/v1(?=\/)/, '');
  const op = load().find((o) => o.doc === 'current.json' && o.pattern.test(path) && o.methods[method.toLowerCase()]);
  if (!op || !op.methods[method.toLowerCase()]!.requestBody?.content?.['application/json']) return;
  const key = `request ${method} ${op.template}`;
  let validate = validators.get(key);
  if (validate === undefined) {
    validate = ajv!.compile({ $ref: `current.json#/paths/${pointer(op.template)}/${method.toLowerCase()}/requestBody/content/${pointer('application/json')}/schema` });
    validators.set(key, validate);
  }
  if (validate && !validate(body)) violations.push(`${key}: ${(validate!.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ')}`);
}

function isDeliberate(method: string, template: string, where: string): boolean {
  return DELIBERATE_DIFFERENCES.some((d) => (d.method === '*' || d.method === method) && (d.path === '*' || d.path === template) && new RegExp(d.where).test(where));
}

export function contractViolations(): readonly string[] {
  return violations;
}

/** A failure of the checker itself is a violation too, never a broken answer. */
export function reportContractError(error: unknown): void {
  violations.push(`contract checker failed: ${(error as Error).message}`);
}
