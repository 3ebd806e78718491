import { newId } from '../ids.js';
import { emptyContent, type RevisionContent } from '../store/revisions.js';

const page = (title: string, slug: string, markdown: string, ts: string) => ({
  id: newId(),
  title,
  slug,
  path: slug,
  type: 'document',
  markdown,
  createdAt: ts,
  updatedAt: ts,
  pages: [],
});

/** Content of a space created with a site (`spaces: "sample"`): a few pages to start from. */
export function sampleContent(siteTitle: string, now: Date): RevisionContent {
  const ts = now.toISOString();
  return {
    ...emptyContent(),
    pages: [
      page(
        'Welcome',
        'welcome',
        `# Welcome to ${siteTitle}\n\nThis page was created with your site. Edit it, or replace it with your own content.\n`,
        ts,
      ),
      page(
        'Quickstart',
        'quickstart',
        '# Quickstart\n\n1. Write your first page.\n2. Add more spaces as sections.\n3. Publish the site.\n',
        ts,
      ),
      page(
        'FAQ',
        'faq',
        '# FAQ\n\n## Who can see this site?\n\nOnly the audience of its visibility, once it is published.\n',
        ts,
      ),
    ],
  };
}
