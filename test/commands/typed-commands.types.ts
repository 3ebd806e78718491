/**
 * Type tests of defineCommand (checked by `npm run typecheck`; typed-commands.test.ts compiles this
 * file without its `@ts-expect-error` lines and expects each of them to be an error).
 */
import { defineCommand, none, option } from '../../src/commands/spec.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(_: Equal<A, B>) => undefined;

const spaceOption = option({ flags: '--space <space>', description: 'space', required: true, pick: 'space' });

export const typedCommand = defineCommand({
  name: 'example',
  summary: 'Exercise every kind of declaration',
  examples: ['docs-cli example'],
  effect: 'write',
  output: 'list',
  args: [
    { name: 'target', description: 'required' },
    { name: 'dir', description: 'optional', required: false },
    { name: 'users', description: 'variadic', required: false, variadic: true },
  ],
  options: [
    spaceOption,
    { flags: '--edit-mode <mode>', description: 'choices', choices: ['live', 'locked'] },
    { flags: '--no-nested', description: 'negated alone' },
    { flags: '--proxy <url>', description: 'value' },
    { flags: '--no-proxy', description: 'negated beside a value' },
    { flags: '--items <item...>', description: 'variadic value' },
    { flags: '-n, --count <n>', description: 'int with a default', type: 'int', default: 3 },
    { flags: '--tag <tag>', description: 'repeatable', type: 'list' },
    { flags: '--published', description: 'boolean' },
    { flags: '--color [when]', description: 'optional value' },
    { flags: '--title <title>', description: 'required', required: true },
  ],
  async run(_ctx, { args, opts }) {
    same<typeof args.target, string>(true);
    same<typeof args.dir, string | undefined>(true);
    same<typeof args.users, string[]>(true);
    same<typeof opts.space, string>(true);
    same<typeof opts.editMode, 'live' | 'locked' | undefined>(true);
    same<typeof opts.nested, boolean>(true);
    same<typeof opts.proxy, string | false | undefined>(true);
    same<typeof opts.items, string[] | undefined>(true);
    same<typeof opts.count, number>(true);
    same<typeof opts.tag, string[] | undefined>(true);
    same<typeof opts.published, boolean | undefined>(true);
    same<typeof opts.color, string | true | undefined>(true);
    same<typeof opts.title, string>(true);
    // Standard options from `output: 'list'` and `effect: 'write'`.
    same<typeof opts.limit, number | undefined>(true);
    same<typeof opts.dryRun, boolean | undefined>(true);
    // @ts-expect-error a misspelt option name does not compile
    opts.titel;
    // @ts-expect-error a misspelt argument name does not compile
    args.taget;
    // @ts-expect-error an option of another command does not compile
    opts.subject;
    // @ts-expect-error a value outside the choices does not compile
    if (opts.editMode === 'frozen') return none();
    return none();
  },
});

export const readCommand = defineCommand({
  name: 'plain',
  summary: 'A read command with no options of its own',
  examples: ['docs-cli plain'],
  effect: 'read',
  output: 'none',
  async run(_ctx, { opts }) {
    // @ts-expect-error no --dry-run on a read command, and no output options with output none
    opts.dryRun ?? opts.output;
    return none();
  },
});
