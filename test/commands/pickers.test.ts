import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick } from '../../src/commands/pickers.js';
import { Context } from '../../src/context.js';
import { BufferIO } from '../../src/io.js';
import type { Choice, Prompter } from '../../src/prompt.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => svc.close());

const as = () => ({ url: svc.url, token: svc.token });

/** A context whose prompter records the choices it was offered and picks one of them. */
function contextChoosing(select: (choices: Choice[]) => string) {
  const offered: { message?: string; choices: Choice[] } = { choices: [] };
  const ctx = new Context(
    new BufferIO({ tty: true }),
    { DOCS_CLI_CONFIG_DIR: tempDir(), DOCS_CLI_API_URL: svc.url, DOCS_CLI_TOKEN: svc.token },
    { input: true, verbose: false, color: false },
  );
  const prompter: Prompter = {
    interactive: true,
    confirm: async () => false,
    secret: async () => '',
    choose: async (message, choices) => {
      offered.message = message;
      offered.choices = choices;
      return select(choices);
    },
  };
  Object.defineProperty(ctx, 'prompter', { value: prompter });
  return { ctx, offered };
}

describe('pickers', () => {
  it('refuse without a terminal: a missing argument is exit 2 with the usage hint, nothing prompted', async () => {
    for (const argv of [
      ['spaces', 'get'],
      ['collections', 'get'],
      ['spaces', 'delete', '--yes'],
    ]) {
      const res = await runCli(argv, as());
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.stdout).toBe('');
      expect(res.stderr).toMatch(/^docs-cli: missing required argument <(space|collection)>/);
    }
  });

  it('refuse with --no-input or CI even on a terminal', async () => {
    expect((await runCli(['spaces', 'get', '--no-input'], { ...as(), tty: true })).code).toBe(2);
    expect((await runCli(['spaces', 'get'], { ...as(), tty: true, env: { CI: 'true' } })).code).toBe(2);
    expect((await runCli(['spaces', 'get'], { ...as(), tty: true, env: { DOCS_CLI_NO_PROMPT: '1' } })).code).toBe(2);
  });

  it('offer the organization’s spaces, searchable by title and id, and return the chosen id', async () => {
    const { ctx, offered } = contextChoosing(
      (choices) => choices.find((c) => c.name.startsWith('API Reference'))!.value,
    );
    const id = await pick(ctx, 'space', 'space');
    expect(offered.message).toBe('Choose a space');
    expect(offered.choices.map((c) => c.name.split('  ')[0])).toEqual(
      expect.arrayContaining(['Getting Started', 'API Reference']),
    );
    for (const c of offered.choices) expect(c.name).toContain(c.value);
    const space = await ctx.api().get<{ title: string }>(`/spaces/${id}`);
    expect(space.title).toBe('API Reference');
    await ctx.close();
  });

  it('cover spaces, collections, sites and teams', async () => {
    for (const kind of ['space', 'collection', 'site', 'team'] as const) {
      const { ctx, offered } = contextChoosing((choices) => choices[0]!.value);
      await pick(ctx, kind, kind);
      expect(offered.choices.length, kind).toBeGreaterThan(0);
      await ctx.close();
    }
  });

  it('say so when there is nothing to choose from', async () => {
    const empty = await startTestService({ demo: false });
    try {
      const { ctx } = contextChoosing(() => 'x');
      Object.defineProperty(ctx, 'env', {
        value: { ...ctx.env, DOCS_CLI_API_URL: empty.url, DOCS_CLI_TOKEN: empty.token },
      });
      await expect(pick(ctx, 'space', 'space')).rejects.toThrow(/no spaces/);
      await ctx.close();
    } finally {
      await empty.close();
    }
  });
});
