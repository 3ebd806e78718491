import { badRequest } from '../../errors.js';
import { parseBody, v, type InferShape } from '../../validate.js';
import {
  INTEGRATION_CATEGORIES,
  INTEGRATION_RUNTIMES,
  INTEGRATION_TARGETS,
  INTEGRATION_VISIBILITIES,
} from '../../../common/enums.js';
import { LIMITS } from '../../../common/limits.js';
import { INTEGRATION_SCOPES } from '../../../common/integrations.js';

/** The publish body of `POST /v1/integrations/{name}`, with the reference's shapes and limits. */
const BASE64 = {
  pattern: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
  patternText: 'must be base64 content',
};
const MAX_IMAGE_CHARS = 2 * 1024 * 1024;
const MAX_SCRIPT_CHARS = 5 * 1024 * 1024;
const MAX_SECRETS = 20;

const blockRule = v.object({
  id: v.string({ min: 1, max: 100 }),
  title: v.string({ min: 2, max: 40 }),
  description: v.string({ max: 150 }).opt(),
  icon: v.string({ max: 2048 }).opt(),
  urlUnfurl: v.array(v.string({ min: 1, max: 2048 }), { max: 50 }).opt(),
  markdown: v.object({ codeblock: v.string({ min: 1, max: 100 }), body: v.string({ min: 1, max: 100 }) }).opt(),
});

const componentRule = v.object({ componentId: v.string({ min: 1, max: 100 }) });

const propertyRule = v.object({
  type: v.enum(['string', 'number', 'boolean', 'button'] as const),
  title: v.string({ max: 30 }).opt(),
  description: v.string({ max: 100 }).opt(),
  default: v.any().opt(),
  completion_url: v.string({ max: 2048 }).opt(),
  enum: v.array(v.string({ max: 200 }), { max: 100 }).opt(),
  callback_url: v.string({ max: 2048 }).opt(),
  button_text: v.string({ max: 100 }).opt(),
});

const schemaRule = v.object({
  properties: v.record(propertyRule),
  required: v.array(v.string({ min: 1, max: 100 })).opt(),
});

/** A configuration is either a schema (`properties`) or a ContentKit component (`componentId`). */
const configurationRule = v.oneOf(
  componentRule,
  schemaRule,
  'must be a configuration schema ({"properties": ...}) or a component ({"componentId": ...}); each property needs a type of string, number, boolean or button',
);

const urlRule = v.string({ min: 1, max: 2048, pattern: /^[a-z][a-z0-9+.-]*:\S+$/i, patternText: 'must be a URL' });

export const publishShape = {
  runtime: v.enum(INTEGRATION_RUNTIMES).opt(),
  icon: v.string({ ...BASE64, max: MAX_IMAGE_CHARS }).opt(),
  title: v.string(LIMITS.integrationTitle),
  description: v.string(LIMITS.integrationDescription),
  summary: v.string(LIMITS.integrationSummary).opt(),
  previewImages: v.array(v.string({ ...BASE64, min: 1, max: MAX_IMAGE_CHARS }), { max: 3 }).opt(),
  visibility: v.enum(INTEGRATION_VISIBILITIES).opt(),
  target: v.enum(INTEGRATION_TARGETS).opt(),
  scopes: v.array(v.enum(INTEGRATION_SCOPES)).opt(),
  categories: v.array(v.enum(INTEGRATION_CATEGORIES)).opt(),
  blocks: v.array(blockRule, { max: 50 }).opt(),
  contentSources: v
    .array(
      v.object({
        id: v.string({ min: 1, max: 100 }),
        title: v.string({ min: 2, max: 40 }),
        description: v.string({ max: 150 }).opt(),
        icon: v.string({ max: 2048 }).opt(),
        configuration: componentRule,
      }),
      { max: 50 },
    )
    .opt(),
  externalLinks: v.array(v.object({ url: urlRule, label: v.string({ min: 1, max: 100 }) }), { max: 5 }).opt(),
  configurations: v
    .object({ account: configurationRule.opt(), space: configurationRule.opt(), site: configurationRule.opt() })
    .opt(),
  script: v.string({ min: 1, max: MAX_SCRIPT_CHARS }),
  organization: v.string({ min: 1, max: 100 }),
  secrets: v.record(v.string({ max: 10_000 })).opt(),
  contentSecurityPolicy: v
    .oneOf(
      v.string({ max: 10_000 }),
      v.record(v.string({ max: 10_000 })),
      'must be a string or an object of directive strings',
    )
    .opt(),
};

export type PublishBody = InferShape<typeof publishShape>;

/** Parses and checks what the shapes cannot say: unique lists, property types, secret names. */
export function parsePublishBody(body: unknown): PublishBody {
  const parsed = parseBody(publishShape, body);
  unique('scopes', parsed.scopes);
  unique('categories', parsed.categories);
  unique(
    'blocks',
    parsed.blocks?.map((b) => b.id),
  );
  unique(
    'contentSources',
    parsed.contentSources?.map((s) => s.id),
  );
  for (const [key, config] of Object.entries(parsed.configurations ?? {})) {
    if (config && 'properties' in config) checkSchema(`configurations.${key}`, config);
  }
  if (parsed.secrets) {
    const names = Object.keys(parsed.secrets);
    if (names.length > MAX_SECRETS) throw badRequest(`secrets: must have at most ${MAX_SECRETS} entries`);
    for (const name of names) {
      if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name))
        throw badRequest(`secrets: name "${name}" must be 1 to 100 letters, digits, underscores, dots or hyphens`);
    }
  }
  return parsed;
}

function unique(path: string, values: string[] | undefined): void {
  const seen = new Set<string>();
  for (const value of values ?? []) {
    if (seen.has(value)) throw badRequest(`${path}: "${value}" appears more than once`);
    seen.add(value);
  }
}

function checkSchema(path: string, schema: ReturnType<typeof schemaRule.check>): void {
  for (const [name, prop] of Object.entries(schema.properties)) {
    const at = `${path}.properties.${name}`;
    const d = prop.default;
    if (d !== undefined && prop.type !== 'button' && typeof d !== prop.type)
      throw badRequest(`${at}.default: must be a ${prop.type}`);
    if (prop.type === 'button' && (prop.callback_url === undefined || prop.button_text === undefined)) {
      throw badRequest(`${at}: a button needs callback_url and button_text`);
    }
    if (prop.type !== 'string' && (prop.enum !== undefined || prop.completion_url !== undefined)) {
      throw badRequest(`${at}: enum and completion_url are only for string properties`);
    }
  }
  unique(`${path}.required`, schema.required);
  for (const name of schema.required ?? []) {
    if (!(name in schema.properties)) throw badRequest(`${path}.required: "${name}" is not one of the properties`);
  }
}
