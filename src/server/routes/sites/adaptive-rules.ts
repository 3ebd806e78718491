import { badRequest } from '../../errors.js';

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
export const UNSIGNED_DESCRIPTION = 'Unsigned claims of the site visitor.';
const CLAIM_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/;

type Json = Record<string, unknown>;
export interface Claim {
  type: 'boolean';
  description: string;
}
export interface AdaptiveSchema {
  $schema?: string;
  type: 'object';
  properties: Record<string, Claim | UnsignedClaims>;
  additionalProperties: false;
}
interface UnsignedClaims {
  type: 'object';
  description: string;
  properties: Record<string, Claim>;
  additionalProperties: false;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function only(value: Json, keys: string[], path: string): void {
  const extra = Object.keys(value).find((k) => !keys.includes(k));
  if (extra) throw badRequest(`${path}.${extra}: is not allowed (allowed: ${keys.join(', ')})`);
}

function objectAt(value: unknown, path: string): Json {
  if (!isObject(value)) throw badRequest(`${path}: must be an object`);
  return value;
}

function claims(value: unknown, path: string): Record<string, Claim> {
  const out: Record<string, Claim> = {};
  for (const [name, claim] of Object.entries(objectAt(value, path)))
    out[name] = checkClaim(name, claim, `${path}.${name}`);
  return out;
}

function checkClaim(name: string, value: unknown, path: string): Claim {
  if (!CLAIM_NAME.test(name))
    throw badRequest(
      `${path}: claim names must start with a letter or underscore and hold letters, digits, _ and - (at most 100)`,
    );
  const claim = objectAt(value, path);
  only(claim, ['type', 'description'], path);
  if (claim.type !== 'boolean')
    throw badRequest(`${path}.type: must be "boolean" (claims are boolean), got ${JSON.stringify(claim.type ?? null)}`);
  if (typeof claim.description !== 'string' || claim.description.trim() === '')
    throw badRequest(`${path}.description: is required (a non-empty string)`);
  return { type: 'boolean', description: claim.description };
}

function checkUnsigned(value: unknown, path: string): UnsignedClaims {
  const u = objectAt(value, path);
  only(u, ['type', 'description', 'properties', 'additionalProperties'], path);
  if (u.type !== 'object') throw badRequest(`${path}.type: must be "object"`);
  if (u.description !== undefined && u.description !== UNSIGNED_DESCRIPTION)
    throw badRequest(`${path}.description: must be "${UNSIGNED_DESCRIPTION}"`);
  if (u.additionalProperties !== false) throw badRequest(`${path}.additionalProperties: must be false`);
  return {
    type: 'object',
    description: UNSIGNED_DESCRIPTION,
    properties: claims(u.properties, `${path}.properties`),
    additionalProperties: false,
  };
}

/**
 * The visitor schema of adaptive content: a draft-07 object schema whose properties are boolean
 * claims with descriptions, plus `unsigned` (an object of unsigned boolean claims); no extra
 * properties anywhere. Returns the normalized schema or throws a 400 naming the field.
 */
export function checkAdaptiveSchema(value: unknown, path = 'jsonSchema'): AdaptiveSchema {
  const schema = objectAt(value, path);
  only(schema, ['$schema', 'type', 'properties', 'additionalProperties'], path);
  if (schema.$schema !== undefined && schema.$schema !== DRAFT_07)
    throw badRequest(`${path}.$schema: must be "${DRAFT_07}"`);
  if (schema.type !== 'object') throw badRequest(`${path}.type: must be "object"`);
  if (schema.additionalProperties !== false) throw badRequest(`${path}.additionalProperties: must be false`);
  const properties: AdaptiveSchema['properties'] = {};
  for (const [name, claim] of Object.entries(objectAt(schema.properties, `${path}.properties`))) {
    const at = `${path}.properties.${name}`;
    properties[name] = name === 'unsigned' ? checkUnsigned(claim, at) : checkClaim(name, claim, at);
  }
  return { ...(schema.$schema ? { $schema: DRAFT_07 } : {}), type: 'object', properties, additionalProperties: false };
}

export const emptyAdaptiveSchema = (): AdaptiveSchema => ({
  $schema: DRAFT_07,
  type: 'object',
  properties: {
    unsigned: { type: 'object', description: UNSIGNED_DESCRIPTION, properties: {}, additionalProperties: false },
  },
  additionalProperties: false,
});

const ref = (base: string, name: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `${base}.${name}` : `${base}["${name}"]`;

/** For every claim, the conditions that show content to visitors with it and without it. */
export function templateConditions(schema: AdaptiveSchema): Array<{ description: string; condition: string }> {
  const out: Array<{ description: string; condition: string }> = [];
  const add = (expr: string, name: string, claim: Claim, signed: boolean) => {
    const kind = signed ? 'claim' : 'unsigned claim';
    out.push({
      description: `Visitors whose ${kind} ${name} is true: ${claim.description}`,
      condition: `${expr} === true`,
    });
    out.push({ description: `Visitors whose ${kind} ${name} is not true`, condition: `${expr} !== true` });
  };
  for (const [name, claim] of Object.entries(schema.properties)) {
    if (name === 'unsigned') {
      for (const [uname, uclaim] of Object.entries((claim as UnsignedClaims).properties))
        add(ref('visitor.claims.unsigned', uname), uname, uclaim, false);
    } else {
      add(ref('visitor.claims', name), name, claim as Claim, true);
    }
  }
  return out;
}
