import { option } from '../spec.js';

/** Options shared by `teams members sync|add|remove`. */
export const skipUnknownOption = option({
  flags: '--skip-unknown',
  description: 'ignore users who are not members of the organization (reported on stderr) instead of failing (exit 3)',
});

export const allowEmptyOption = (consequence: string) =>
  option({
    flags: '--allow-empty',
    description: `accept an empty or all-skipped user list (${consequence}); refused otherwise (exit 2)`,
  });

export const fileOption = option({
  flags: '--file <path>',
  description: 'read users from a file: one id or e-mail per line, or a CSV with an email/id column ("-" reads stdin)',
  limit: { min: 1 },
});
