import * as api from '../../api/change-requests.js';
import { ApiError, NotFoundError } from '../../errors.js';
import type { Context } from '../../context.js';

/**
 * The preview URL of a change request. The request is read first (an operation of GitBook's API),
 * so that a 404 from the preview operation afterwards means the service does not have it: preview
 * URLs are an extension of docs-cli's service, which GitBook's hosted API does not offer.
 */
export async function changeRequestPreview(
  ctx: Context,
  space: string,
  number: string,
): Promise<api.ChangeRequestPreview> {
  const cr = await api.getChangeRequest(ctx.api(), space, number);
  try {
    return await api.getChangeRequestPreview(ctx.api(), space, cr.id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new NotFoundError(
        `this service has no change request previews: preview URLs are an extension of docs-cli's service (docs-cli server start, or the local profile), not part of GitBook's API`,
        `review change request #${cr.number} at ${cr.urls.app}`,
      );
    throw error;
  }
}
