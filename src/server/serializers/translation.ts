import { atLeast, type Role } from '../auth/roles.js';
import type { Services } from '../context.js';
import type { TranslationRow } from '../store/people/translations.js';
import { apiUrl } from './urls.js';

export function serializeTranslation(svc: Services, t: TranslationRow, viewerOrgRole: Role | null) {
  return {
    object: 'translation-settings' as const,
    id: t.id,
    title: t.title,
    languages: JSON.parse(t.languages) as string[],
    createdAt: t.created_at,
    updatedAt: t.updated_at,
    permissions: { view: viewerOrgRole !== null, edit: atLeast(viewerOrgRole, 'admin') },
    urls: { location: apiUrl(svc, `/orgs/${t.org_id}/translations/${t.id}`) },
  };
}
