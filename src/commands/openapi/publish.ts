import * as api from '../../api/openapi.js';
import type { OpenApiSpec } from '../../api/openapi.js';
import type { Context } from '../../context.js';
import { LIMITS } from '../../common/limits.js';
import { arg, defineCommand, options, resource, type CommandSpec } from '../spec.js';
import { readSource } from './source.js';
import { specView, versionView } from './view.js';
import { failureOf, waitForProcessing } from './wait.js';

const waitOptions = options([
  { flags: '--no-wait', description: 'answer as soon as the service accepted the document (state pending)' },
  {
    flags: '--timeout <seconds>',
    description: 'how long to wait for processing',
    type: 'int',
    min: 1,
    max: 3600,
    default: 120,
  },
]);

const args = [
  arg({
    name: 'slug',
    description: 'slug of the specification (lowercase words joined by hyphens)',
    limit: LIMITS.openapiSlug,
  }),
  arg({
    name: 'file-or-url',
    description: 'a local JSON or YAML file (sent as text), or an http(s) or file: URL the service fetches',
  }),
];

interface SubmitInput {
  args: { slug: string; 'file-or-url': string };
  opts: { wait: boolean; timeout: number };
}

/** Sends the document, then (unless --no-wait) waits for processing and shows the new version. */
async function submitAndWait(
  ctx: Context,
  input: SubmitInput,
  send: (org: string, source: api.OpenApiSource) => Promise<OpenApiSpec>,
) {
  const slug = input.args.slug;
  const source = await readSource(input.args['file-or-url']);
  const org = await ctx.org();
  const accepted = await send(org, source);
  if (input.opts.wait === false)
    return resource(accepted, specView, `${slug}: accepted, processing; follow with docs-cli openapi get ${slug}`);
  const spec = await waitForProcessing(ctx, ctx.api(), org, slug, input.opts.timeout, accepted);
  const failure = failureOf(spec);
  if (failure) throw failure;
  const version = await api.getOpenApiVersion(ctx.api(), org, slug, spec.lastVersion ?? 'latest');
  return resource(version, versionView, `published ${slug}: version ${version.id}`);
}

export const publishCommand: CommandSpec = defineCommand({
  name: 'publish',
  summary: 'Create or update a specification from a file or URL and wait for it to be processed',
  description:
    'Exits 0 with the new version, 2 when the document is not a valid OpenAPI 3.x or Swagger 2.0 document (the previous version stays the latest), 1 when it cannot be fetched.',
  effect: 'write',
  output: 'resource',
  args,
  options: waitOptions,
  examples: [
    'docs-cli openapi publish petstore ./openapi.yaml',
    'docs-cli openapi publish petstore https://example.com/openapi.json -o json',
    'docs-cli openapi publish petstore ./openapi.yaml --no-wait',
  ],
  run: (ctx, input) =>
    submitAndWait(ctx, input, (org, source) => api.putOpenApiSpec(ctx.api(), org, input.args.slug, { source })),
});

export const createCommand: CommandSpec = defineCommand({
  name: 'create',
  summary: 'Create a new specification (fails if the slug exists) and wait for it to be processed',
  effect: 'write',
  output: 'resource',
  args,
  options: waitOptions,
  examples: [
    'docs-cli openapi create billing ./billing.yaml',
    'docs-cli openapi create billing https://example.com/billing.json --no-wait',
  ],
  run: (ctx, input) =>
    submitAndWait(ctx, input, (org, source) =>
      api.createOpenApiSpec(ctx.api(), org, { slug: input.args.slug, source }),
    ),
});
