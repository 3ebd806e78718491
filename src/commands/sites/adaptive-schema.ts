import * as api from '../../api/sites.js';
import { defineCommand, list, none, resource, singlePage, type GroupSpec } from '../spec.js';
import { human, readJsonFile, siteOption, target } from './shared.js';
import { conditionView } from './views.js';
import type { IO } from '../../io.js';

type Claim = { type?: string; description?: string };

/** The claims of a schema, one per line: name, signed or unsigned, description. */
function printClaims(io: IO, schema: api.AdaptiveSchema): void {
  const props = (schema.jsonSchema.properties ?? {}) as Record<string, Claim & { properties?: Record<string, Claim> }>;
  const rows: string[][] = [];
  for (const [name, claim] of Object.entries(props)) {
    if (name === 'unsigned')
      for (const [u, c] of Object.entries(claim.properties ?? {}))
        rows.push([`unsigned.${u}`, c.type ?? '', c.description ?? '']);
    else rows.push([name, claim.type ?? '', claim.description ?? '']);
  }
  if (!io.stdout.isTTY) {
    for (const r of rows) io.stdout.write(`${r.join('\t')}\n`);
    return;
  }
  if (rows.length === 0) {
    io.stdout.write(
      `no claims yet (updated ${schema.updatedAt}); set them with docs-cli sites adaptive-schema set --file schema.json\n`,
    );
    return;
  }
  const width = Math.max(...rows.map(([name = '']) => name.length));
  io.stdout.write(
    `Visitor claims (updated ${schema.updatedAt}):\n` +
      rows.map(([name = '', type, description]) => `  ${name.padEnd(width)}  ${type}  ${description}`).join('\n') +
      '\n',
  );
}

export const adaptiveSchemaGroup: GroupSpec = {
  name: 'adaptive-schema',
  summary: 'Adaptive content: the visitor claims a site adapts to',
  commands: [
    defineCommand({
      name: 'get',
      summary: 'Show the visitor schema of a site',
      effect: 'read',
      output: 'resource',
      options: [siteOption],
      examples: [
        'docs-cli sites adaptive-schema get --site <site-id>',
        'docs-cli sites adaptive-schema get --site <site-id> --query jsonSchema > schema.json',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        const schema = await api.getAdaptiveSchema(ctx.api(), org, site);
        if (!human(input.opts)) return resource(schema);
        printClaims(ctx.io, schema);
        return none();
      },
    }),
    defineCommand({
      name: 'set',
      summary: 'Replace the visitor schema of a site from a JSON file',
      description:
        'The file holds the jsonSchema: a draft-07 object schema whose properties are boolean claims with descriptions, plus an optional `unsigned` object of unsigned claims, with additionalProperties false.',
      effect: 'write',
      output: 'resource',
      options: [
        siteOption,
        {
          flags: '--file <path>',
          description: 'JSON file with the schema (- for stdin)',
          required: true,
          limit: { min: 1 },
        },
      ],
      examples: [
        'docs-cli sites adaptive-schema set --site <site-id> --file schema.json',
        'cat schema.json | docs-cli sites adaptive-schema set --site <site-id> --file -',
      ],
      async run(ctx, input) {
        const jsonSchema = withUnsignedDescription(await readJsonFile(ctx, input.opts.file));
        const { org, site } = await target(ctx, input.opts.site);
        const schema = await api.setAdaptiveSchema(ctx.api(), org, site, jsonSchema);
        if (!human(input.opts)) return resource(schema);
        printClaims(ctx.io, schema);
        ctx.hint(
          `see conditions built from these claims with docs-cli sites adaptive-schema conditions --site ${site}`,
        );
        return none();
      },
    }),
    defineCommand({
      name: 'conditions',
      summary: 'List conditions built from the claims, ready for sections and site spaces',
      effect: 'read',
      output: 'list',
      options: [siteOption],
      examples: [
        'docs-cli sites adaptive-schema conditions --site <site-id>',
        'docs-cli sites adaptive-schema conditions --site <site-id> -o ids',
      ],
      async run(ctx, input) {
        const { org, site } = await target(ctx, input.opts.site);
        return list(conditionView, async (q) => {
          singlePage(q.page);
          const { items } = await api.listTemplateConditions(ctx.api(), org, site);
          return { items, count: items.length };
        });
      },
    }),
  ],
};

/** The reference requires a description on the `unsigned` object; the service's default is used. */
function withUnsignedDescription(schema: unknown): unknown {
  const unsigned = (schema as { properties?: { unsigned?: Record<string, unknown> } } | null)?.properties?.unsigned;
  if (unsigned && typeof unsigned === 'object' && unsigned.description === undefined)
    unsigned.description = 'Unsigned claims of the site visitor.';
  return schema;
}
