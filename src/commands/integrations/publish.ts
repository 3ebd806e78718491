import * as api from '../../api/integrations.js';
import { defineCommand, resource, type CommandSpec } from '../spec.js';
import { loadManifest, loadSecretsFile, redactSecrets } from './manifest.js';
import { integrationView } from './view.js';

export const publishCommand: CommandSpec = defineCommand({
  name: 'publish',
  summary: 'Publish an integration (a new version) from its manifest',
  description: [
    'The manifest (YAML or JSON) gives name, title, description, script (a path) and the other publish fields; paths are relative to it.',
    'Secrets come from the environment ("${{ env.NAME }}" or {env: NAME}), from files ({file: path}) or from --secrets-file, never from arguments.',
    "The organization is the manifest's `organization`, else --org or the profile's.",
  ].join('\n'),
  effect: 'write',
  output: 'resource',
  options: [
    { flags: '-f, --file <manifest>', description: 'the manifest, a .yaml/.yml or .json file', required: true },
    {
      flags: '--secrets-file <path>',
      description: "secrets as NAME=value lines (or a .json/.yaml mapping); merged over the manifest's",
      limit: { min: 1 },
    },
  ],
  examples: [
    'docs-cli integrations publish --file gitbook-manifest.yaml',
    'API_KEY=... docs-cli integrations publish -f manifest.yaml',
    'docs-cli integrations publish -f manifest.json --secrets-file .env.integration -o json',
  ],
  async run(ctx, { opts }) {
    const extra = opts.secretsFile ? await loadSecretsFile(opts.secretsFile) : {};
    const manifest = await loadManifest(opts.file, ctx.env, extra);
    const body: api.PublishIntegrationBody = {
      ...manifest.body,
      organization: manifest.body.organization ?? (await ctx.org()),
    };
    // --dry-run prints the body and sends nothing: secret values never reach the output.
    const published = await api.publishIntegration(ctx.api(), manifest.name, ctx.dryRun ? redactSecrets(body) : body);
    return resource(published, integrationView, `published ${published.name} version ${published.version}`);
  },
});
