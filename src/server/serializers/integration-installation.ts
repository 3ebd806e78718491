import type { Services } from '../context.js';
import type { InstallationRow } from '../store/extensions/installations.js';
import type { IntegrationRow } from '../store/extensions/integrations.js';
import { apiUrl, appUrl } from './urls.js';

export function serializeInstallation(svc: Services, integration: IntegrationRow, row: InstallationRow) {
  const name = encodeURIComponent(integration.name);
  const spaces = svc.db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM spaces WHERE org_id = ? AND deleted_at IS NULL',
    row.org_id,
  )!.n;
  return {
    object: 'integration-installation' as const,
    id: row.id,
    status: row.status,
    space_selection: 'all' as const,
    site_selection: 'all' as const,
    spaces,
    configuration: JSON.parse(row.configuration) as Record<string, unknown>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    urls: {
      location: apiUrl(svc, `/integrations/${name}/installations/${row.id}`),
      app: appUrl(svc, `/o/${row.org_id}/integrations/${name}`),
      publicEndpoint: `${svc.config.baseUrl}/integrations/${name}/installations/${row.id}`,
    },
    externalIds: JSON.parse(row.external_ids) as string[],
    target: { organization: row.org_id },
  };
}
