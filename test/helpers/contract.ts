import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { DELIBERATE_DIFFERENCES } from '../contract/differences.js';

/**
 * Validates every answer the test services give against the reference OpenAPI document
 * (@gitbook/api 0.137.0): the schema of the same operation and status. Violations are kept
 * and reported by `contractViolations()`; test services fail their `close()` on any.
 */
const require = createRequire(import.meta.url);
type Validator = ((data: unknown) => boolean) & {
  errors?: Array<{ instancePath: string; message?: string; params?: unknown }> | null;
};

interface Parameter {
  name: string;
  in: string;
  schema?: unknown;
  $ref?: string;
}

interface OperationSpec {
  responses: Record<string, unknown>;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> } & { $ref?: string };
}

interface Operation {
  template: string;
  pattern: RegExp;
  literalCount: number;
  /** Which reference holds it: 0.137.0 (`openapi.json`), or 0.202.0 (`current.json`) for operations added since. */
  doc: Doc;
  methods: Record<string, OperationSpec>;
  parameters: Parameter[];
}

type Doc = 'openapi.json' | 'current.json';

let operations: Operation[] | undefined;
/** Requests: 0.202.0's operation where it has one, else the seed's (the ten it dropped, and older forms). */
let requestOperations: Operation[] | undefined;
/**
 * Operations 0.137.0 has in an older form that the project implements as 0.202.0 describes them
 * (the gap decisions' site redirects, site MCP servers): checked against 0.202.0.
 */
const FROM_CURRENT = [
  '/orgs/{organizationId}/sites/{siteId}/redirects',
  '/orgs/{organizationId}/sites/{siteId}/redirects/{siteRedirectId}',
  '/orgs/{organizationId}/sites/{siteId}/redirect',
  // Site MCP servers: 0.202.0 adds `transport` and `condition`.
  '/orgs/{organizationId}/sites/{siteId}/mcp-servers',
  '/orgs/{organizationId}/sites/{siteId}/mcp-servers/{siteMcpServerId}',
  // Reviews and requested reviewers: 0.202.0 adds the `outdated` filter.
  '/spaces/{spaceId}/change-requests/{changeRequestId}/reviews',
  '/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers',
  '/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers/{userId}',
  // generateStorageUploadURL: 0.137.0 takes only font uploads, 0.202.0 adds import and organization files.
  '/orgs/{organizationId}/storage/upload',
];
const rawSpecs: Partial<Record<Doc, any>> = {};
let ajv: { compile(schema: unknown): Validator; getSchema(ref: string): Validator | undefined } | undefined;
const validators = new Map<string, Validator | null>();
const violations: string[] = [];
const seen = new Set<string>();

function load(): Operation[] {
  if (operations) return operations;
  const read = (name: string) =>
    JSON.parse(readFileSync(require.resolve(`${name}/spec/openapi.json`), 'utf8')) as {
      paths: Record<string, Record<string, any>>;
    };
  const spec = read('@gitbook/api');
  // Operations added since (updateChangeRequestContent, ...) are checked against 0.202.0.
  const current = read('@gitbook/api-current');
  rawSpecs['openapi.json'] = spec;
  rawSpecs['current.json'] = current;
  const Ajv = require('ajv').default;
  const addFormats = require('ajv-formats').default;
  ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // The reference's own format names (free-form strings to a validator).
  for (const name of ['emoji', 'icon'])
    (ajv as unknown as { addFormat(n: string, f: boolean): void }).addFormat(name, true);
  for (const doc of ['openapi.json', 'current.json'] as const)
    (ajv as unknown as { addSchema(s: unknown, id: string): void }).addSchema(
      withObjectPlainObject(openApiToJsonSchema(rawSpecs[doc])),
      doc,
    );
  const operationsOf = (
    source: typeof spec,
    doc: Doc,
    keep: (template: string, method: string) => boolean,
  ): Operation[] =>
    Object.entries(source.paths).flatMap(([template, all]) => {
      const { parameters = [], ...verbs } = all as Record<string, any>;
      const methods = Object.fromEntries(Object.entries(verbs).filter(([m]) => keep(template, m))) as Record<
        string,
        OperationSpec
      >;
      if (Object.keys(methods).length === 0) return [];
      const parts = template.split('/').filter(Boolean);
      const pattern = new RegExp(`^/${parts.map((p) => (p.startsWith('{') ? '[^/]+' : escapeRegExp(p))).join('/')}$`);
      return [
        {
          doc,
          template,
          pattern,
          literalCount: parts.filter((p) => !p.startsWith('{')).length,
          methods,
          parameters: parameters as Parameter[],
        },
      ];
    });
  const inOld = (template: string, method: string) => Boolean(spec.paths[template]?.[method]);
  operations = [
    ...operationsOf(spec, 'openapi.json', (t) => !FROM_CURRENT.includes(t)),
    ...operationsOf(current, 'current.json', (t, m) => !inOld(t, m) || FROM_CURRENT.includes(t)),
  ];
  operations.sort((a, b) => b.literalCount - a.literalCount);
  const inCurrent = (template: string, method: string) => Boolean(current.paths[template]?.[method]);
  requestOperations = [
    ...operationsOf(current, 'current.json', () => true),
    ...operationsOf(spec, 'openapi.json', (t, m) => !inCurrent(t, m)),
  ].sort((a, b) => b.literalCount - a.literalCount);
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

/**
 * `PlainObject` (integration props, ContentKit state) has no `type`, so its own `$ref`, the first
 * alternative of its values' `oneOf`, matches strings, numbers and booleans as well: read to the
 * letter, every scalar value matches two alternatives and no props but empty objects validate.
 * The reference's generated types call it an object of any values; it is read as an object here.
 */
function withObjectPlainObject(spec: any): any {
  const plain = spec?.components?.schemas?.PlainObject;
  if (plain && plain.type === undefined) plain.type = 'object';
  return spec;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
      violations.push(
        `${method} ${path} ${status}: error body is not {"error": {"code": ${status}, "message": "..."}}`,
      );
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
      if (!isDeliberate(method, op.template, `status ${status}`))
        violations.push(`${key}: the reference has no ${status} answer for this operation`);
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

function isDeliberate(method: string, template: string, where: string): boolean {
  return DELIBERATE_DIFFERENCES.some(
    (d) =>
      (d.method === '*' || d.method === method) &&
      (d.path === '*' || d.path === template) &&
      new RegExp(d.where).test(where),
  );
}

/**
 * Where `data` breaks a schema of a reference's components (`JSONDocument`), as
 * `<pointer> <message>` lines; empty when it validates. `0.137.0` is @gitbook/api, `0.202.0` current.
 */
export function componentProblems(reference: '0.137.0' | '0.202.0', component: string, data: unknown): string[] {
  load();
  const doc: Doc = reference === '0.137.0' ? 'openapi.json' : 'current.json';
  const key = `component ${doc} ${component}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = componentAjv().compile({ $ref: `${doc}#/components/schemas/${pointer(component)}` });
    validators.set(key, validate);
  }
  return validate(data)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/**
 * Documents are checked by an instance that stops at a branch's first error: with every error
 * collected, each `oneOf` of the document model (some 25 block kinds a level) goes through the
 * whole subtree of every branch, which grows with the power of the depth (a page of long code
 * blocks took minutes). Its problems name the first error of each branch that was tried.
 */
let componentAjvInstance: { compile(schema: unknown): Validator } | undefined;
function componentAjv(): { compile(schema: unknown): Validator } {
  if (componentAjvInstance) return componentAjvInstance;
  load();
  const Ajv = require('ajv').default;
  const addFormats = require('ajv-formats').default;
  const instance = new Ajv({ strict: false, allErrors: false, validateSchema: false });
  addFormats(instance);
  for (const name of ['emoji', 'icon']) instance.addFormat(name, true);
  for (const doc of ['openapi.json', 'current.json'] as const)
    instance.addSchema(withObjectPlainObject(openApiToJsonSchema(rawSpecs[doc])), doc);
  componentAjvInstance = instance;
  return instance;
}

export function contractViolations(): readonly string[] {
  return violations;
}

/** A failure of the checker itself is a violation too, never a broken answer. */
export function reportContractError(error: unknown): void {
  violations.push(`contract checker failed: ${(error as Error).message}`);
}

// ---------------------------------------------------------------------------------------------
// Requests: every request the suite sends that the service accepts must be one the reference
// accepts too: known query parameters with valid values, a JSON body that matches the
// operation's request schema and names no property the operation does not have.

/** Follows a local `$ref` of the reference document. */
function deref(node: any, doc: Doc = 'openapi.json'): any {
  let current = node;
  for (let i = 0; current && typeof current === 'object' && typeof current.$ref === 'string' && i < 20; i++) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((n: any, key: string) => n?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], rawSpecs[doc]);
  }
  return current;
}

/** Property names a schema allows at its top level, or undefined when it allows any. */
function allowedProperties(schema: any, doc: Doc, depth = 0): Set<string> | undefined {
  const s = deref(schema, doc);
  if (!s || typeof s !== 'object' || depth > 10) return undefined;
  const names = new Set<string>();
  let open = false;
  const parts = [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  for (const part of parts) {
    const p = deref(part, doc);
    // `{type: object, properties: {}, additionalProperties: true}` is the reference's "nothing more".
    if (p?.properties && !Object.keys(p.properties).length && !p.allOf && !p.anyOf && !p.oneOf) continue;
    const inner = allowedProperties(part, doc, depth + 1);
    if (!inner) open = true;
    else for (const n of inner) names.add(n);
  }
  if (s.properties) for (const n of Object.keys(s.properties)) names.add(n);
  if (!s.properties && !parts.length) return undefined;
  if (s.additionalProperties !== undefined && s.additionalProperties !== false) open = true;
  return open ? undefined : names;
}

function requestViolation(line: string): void {
  if (!seen.has(line)) {
    seen.add(line);
    violations.push(line);
  }
}

const queryValidators = new Map<string, Validator>();

export function recordRequest(method: string, url: string, status: number, body: Buffer | string | undefined): void {
  if (status >= 400) return;
  for (const line of requestProblems(method, url, body)) requestViolation(line);
}

/** What the reference would reject or ignore in a request (empty when it is fine). */
export function requestProblems(method: string, url: string, body: Buffer | string | undefined): string[] {
  const problems: string[] = [];
  const requestViolation = (line: string) => problems.push(line);
  if (!url.startsWith('/v1/')) return problems;
  const [rawPath, search = ''] = url.split('?') as [string, string?];
  const path = rawPath.replace(/^\/v1(?=\/)/, '');
  load();
  // Every request docs-cli sends is checked against 0.202.0 where the operation exists there.
  const op = requestOperations!.find((o) => o.pattern.test(path) && o.methods[method.toLowerCase()]);
  if (!op) return problems; // an operation the reference does not have (listed in contract-differences.ts)
  if (isDeliberate(method, op.template, 'request')) return problems;
  const spec = op.methods[method.toLowerCase()]!;
  const key = `request ${method} ${op.template}`;
  const params = [...op.parameters, ...(spec.parameters ?? [])].map((p) => deref(p, op.doc) as Parameter);

  // Query parameters: known names, values of the parameter's schema.
  const query = new URLSearchParams(search);
  for (const name of new Set(query.keys())) {
    const param = params.find((p) => p.in === 'query' && p.name === name);
    if (!param) {
      if (!isDeliberate(method, op.template, `query ${name}`))
        requestViolation(`${key}: query parameter "${name}" is not in the reference`);
      continue;
    }
    const schema = deref(param.schema, op.doc);
    const values = query.getAll(name);
    const cacheKey = `${key} ${name}`;
    let validate = queryValidators.get(cacheKey);
    if (!validate) {
      // The parameter's schema is compiled on its own: its local refs point into the document.
      const rooted = JSON.parse(
        JSON.stringify(param.schema ?? {}).replace(/"#\/components\//g, `"${op.doc}#/components/`),
      );
      validate = queryAjv().compile({ type: 'object', properties: { v: rooted } });
      queryValidators.set(cacheKey, validate);
    }
    const data = { v: schema?.type === 'array' ? values : values[0] };
    if (!validate(data) && !isDeliberate(method, op.template, `query ${name}`)) {
      requestViolation(
        `${key}: query ${name}=${values.join(',')}: ${validate.errors?.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
      );
    }
  }

  // Body: JSON matching the request schema, with no property the operation lacks.
  const text = body === undefined ? '' : body.toString();
  if (!text) return problems;
  const requestBody = deref(spec.requestBody, op.doc);
  const schema = requestBody?.content?.['application/json']?.schema;
  if (!schema) {
    if (!isDeliberate(method, op.template, 'body')) requestViolation(`${key}: sends a body, the reference takes none`);
    return problems;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return problems; // not JSON: the service answered 4xx already (status filter above) or it is raw text
  }
  const bodyRef = spec.requestBody?.$ref
    ? spec.requestBody.$ref.replace(/^#/, '')
    : `/paths/${pointer(op.template)}/${method.toLowerCase()}/requestBody`;
  const ref = `${op.doc}#${bodyRef}/content/${pointer('application/json')}/schema`;
  const validatorKey = `request ${ref}`;
  let validate = validators.get(validatorKey);
  if (validate === undefined) {
    validate = ajv!.compile({ $ref: ref });
    validators.set(validatorKey, validate);
  }
  if (validate && !validate(data)) {
    for (const err of validate.errors ?? []) {
      if (isDeliberate(method, op.template, `body ${err.instancePath}`)) continue;
      requestViolation(`${key}: body ${err.instancePath || '/'} ${err.message ?? ''} ${JSON.stringify(err.params)}`);
    }
  }
  const allowed = allowedProperties(schema, op.doc);
  if (allowed && data && typeof data === 'object' && !Array.isArray(data)) {
    for (const name of Object.keys(data)) {
      if (!allowed.has(name) && !isDeliberate(method, op.template, `body /${name}`))
        requestViolation(`${key}: body property "${name}" is not in the reference`);
    }
  }
  return problems;
}

let queryAjvInstance: { compile(schema: unknown): Validator } | undefined;
function queryAjv(): { compile(schema: unknown): Validator } {
  if (queryAjvInstance) return queryAjvInstance;
  load();
  const Ajv = require('ajv').default;
  const addFormats = require('ajv-formats').default;
  const instance = new Ajv({ strict: false, allErrors: true, validateSchema: false, coerceTypes: 'array' });
  addFormats(instance);
  for (const name of ['emoji']) instance.addFormat(name, true);
  for (const doc of ['openapi.json', 'current.json'] as const)
    instance.addSchema(openApiToJsonSchema(rawSpecs[doc]), doc);
  queryAjvInstance = instance;
  return instance;
}
