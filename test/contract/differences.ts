/**
 * Where the embedded service deliberately differs from the reference OpenAPI document, and why.
 * `where` is a regular expression over the JSON pointer of the difference (or `status N`).
 */
export interface Difference {
  method: string;
  path: string;
  where: string;
  reason: string;
}

const TRANSLATIONS_REASON =
  'The interface defines Translation settings (object "translation-settings": id, title, languages, permissions, urls); ' +
  'the reference at 0.137.0 describes a different "translation" object (status, source, language, instructions, stats). The interface wins.';

export const DELIBERATE_DIFFERENCES: Difference[] = [
  {
    method: 'POST',
    path: '/orgs/{organizationId}/sites',
    where: '^body /spaces$',
    reason:
      'sites create --new-space sample sends the seed\'s (0.137.0) form of `spaces`, the string "sample", which 0.202.0 no longer takes (it takes ids only) and has no other way to ask for sample pages; --new-space empty sends 0.202.0\'s form (createSpace, then its id), as --space <id> does.',
  },
  {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}',
    where: '^body /agentsContext$',
    reason:
      "sites update --agents-context sends the seed's (0.137.0) site field; 0.202.0 has no such field (its agent settings are /sites/{siteId}/agent-settings, not implemented yet), so the option is for services of the seed's reference: against one that ignores it, the command says so and fails.",
  },
  { method: '*', path: '/orgs/{organizationId}/translations', where: '.*', reason: TRANSLATIONS_REASON },
  {
    method: '*',
    path: '/orgs/{organizationId}/translations/{translationId}',
    where: '.*',
    reason: TRANSLATIONS_REASON,
  },
];
