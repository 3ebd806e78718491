import type { ContentScope } from '../../api/content.js';
import { arg, option, requiredArg, requiredOption, type ArgSpec, type OptionSpec, type RawInput } from '../spec.js';

/**
 * Where a content or comment command points: a space (`<space>` argument) or a change request
 * (`<number>` argument and `--space`). The same command specs serve both groups.
 */
export interface ScopeSpec {
  kind: 'space' | 'change-request';
  /** Command path for examples, e.g. `docs-cli spaces content`. */
  prefix: string;
  args: readonly ArgSpec[];
  options: readonly OptionSpec[];
  /** The scope named by the input of a command declared with `args` and `options`. */
  resolve(input: RawInput): ContentScope;
  /** An example invocation of `verb` with more arguments and flags. */
  example(verb: string, rest?: string): string;
}

/** `cr push` and `sites push`: no merge with the space's changes since the folder's sync base. */
export const forceOption = option({
  flags: '--force',
  description:
    "the folder wins: send every difference from the space as the folder has it, without merging the space's changes since the folder's last pull or merged push",
});

export const spaceOption = option({
  flags: '--space <space>',
  description: 'space (id or title) the change request belongs to',
  required: true,
  limit: { min: 1 },
  pick: 'space',
});
export const crArg = arg({ name: 'number', description: 'change request number (or id)', pick: 'change-request' });

export function spaceScope(prefix: string): ScopeSpec {
  return {
    kind: 'space',
    prefix,
    args: [{ name: 'space', description: 'space id or title', pick: 'space' }],
    options: [],
    resolve: (input) => ({ space: requiredArg(input, 'space') }),
    example: (verb, rest) => [prefix, verb, '<space-id>', rest].filter(Boolean).join(' '),
  };
}

export function changeRequestScope(prefix: string): ScopeSpec {
  return {
    kind: 'change-request',
    prefix,
    args: [crArg],
    options: [spaceOption],
    resolve: (input) => ({ space: requiredOption(input, 'space'), changeRequest: requiredArg(input, 'number') }),
    example: (verb, rest) => [prefix, verb, '3', rest, '--space <space-id>'].filter(Boolean).join(' '),
  };
}
