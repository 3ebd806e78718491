import type { ContentScope } from '../../api/content.js';
import type { ArgSpec, Input, OptionSpec } from '../spec.js';

/**
 * Where a content or comment command points: a space (`<space>` argument) or a change request
 * (`<number>` argument and `--space`). The same command specs serve both groups.
 */
export interface ScopeSpec {
  kind: 'space' | 'change-request';
  /** Command path for examples, e.g. `docs-cli spaces content`. */
  prefix: string;
  args: ArgSpec[];
  options: OptionSpec[];
  resolve(input: Input): ContentScope;
  /** An example invocation of `verb` with more arguments and flags. */
  example(verb: string, rest?: string): string;
}

export const spaceOption: OptionSpec = {
  flags: '--space <space>',
  description: 'space (id or title) the change request belongs to',
  required: true,
  limit: { min: 1 },
  pick: 'space',
};
export const crArg: ArgSpec = { name: 'number', description: 'change request number (or id)', pick: 'change-request' };

export function spaceScope(prefix: string): ScopeSpec {
  return {
    kind: 'space',
    prefix,
    args: [{ name: 'space', description: 'space id or title', pick: 'space' }],
    options: [],
    resolve: (input) => ({ space: input.args.space! }),
    example: (verb, rest) => [prefix, verb, '<space-id>', rest].filter(Boolean).join(' '),
  };
}

export function changeRequestScope(prefix: string): ScopeSpec {
  return {
    kind: 'change-request',
    prefix,
    args: [crArg],
    options: [spaceOption],
    resolve: (input) => ({ space: input.opts.space as string, changeRequest: input.args.number! }),
    example: (verb, rest) => [prefix, verb, '3', rest, '--space <space-id>'].filter(Boolean).join(' '),
  };
}
