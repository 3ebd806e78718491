/**
 * The service's markdown work on user content (titles, sections, text, rendering), in one place
 * so that every parse has the same budget and runs off the request thread.
 */
import type { Section } from '../../common/markdown/text.js';
import type { Services } from '../context.js';

/** A page's sections, for search. */
export const sectionsOf =
  (_svc: Services) =>
  async (markdown: string): Promise<Section[]> =>
    (await import('../../common/markdown/text.js')).sections(markdown);
