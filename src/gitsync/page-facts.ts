/**
 * What `check` (and a push's checks) reads of one page's text, worked out from its bytes alone:
 * its links, where its images are, its text without the title, GitBook's tag problems, and
 * whether the service refuses it for the parser's work (steps). One parse each. Pure of the text,
 * so it may be worked out in a worker thread (server/work/tasks.ts: `page-facts`) or kept between
 * runs by a hash of the text (facts-cache.ts), with the same answer as here.
 */
import { createHash } from 'node:crypto';
import { MarkdownLimitError, parseStepLimit } from '../common/markdown/limits.js';
import { parseMarkdown } from '../common/markdown/parse.js';
import { withStepLimit } from '../common/markdown/steps.js';
import { markdownLinks } from '../common/markdown/links.js';
import { markdownProblems, type MarkdownProblem } from '../common/markdown/problems.js';
import { withoutTitle } from '../common/markdown/title.js';
import { markdownIds } from '../common/markdown/html.js';
import { repositoryLinks, type RepositoryLink } from '../common/gitsync/relative-links.js';
import { anchorIds } from './anchor-ids.js';
import { VERSION } from '../version.js';

/**
 * Bump when what a page's facts are changes within a version (the parser's results, the links
 * read, the ids the renderer gives): facts kept under another engine are worked out again.
 */
export const FACTS_ENGINE = `${VERSION}/facts-2`;

export type PageFacts =
  /** The parse ran past the steps the service allows a text of its length. */
  | { refused: string }
  | {
      links: RepositoryLink[];
      /** Offsets (link range starts) of the page's images. */
      images: number[];
      /** The text without its title: what the site renders under it. */
      untitled: string;
      problems: MarkdownProblem[];
      /**
       * The ids the site gives the page's elements (`renderedIds(untitled)`), read from this
       * parse's tree (anchor-ids.ts); absent where only a render can tell them.
       */
      ids?: string[];
    };

/** The key of a text's facts (or rendered ids): its bytes under this engine. */
export const factsKey = (text: string): string =>
  createHash('sha256').update(FACTS_ENGINE).update('\0').update(text).digest('base64url').slice(0, 32);

/** Counts work done here (not served from a cache): tests hold "a cache hit reads nothing". */
const work = { pageFacts: 0, renderedIds: 0 };
export const factsWork = (): Readonly<typeof work> => ({ ...work });

export function pageFacts(body: string): PageFacts {
  work.pageFacts++;
  let tree: ReturnType<typeof parseMarkdown>;
  try {
    // Within the parser's work the service allows a page (it refuses the page past it).
    tree = withStepLimit(parseStepLimit, () => parseMarkdown(body));
  } catch (error) {
    if (!(error instanceof MarkdownLimitError)) throw error;
    return { refused: error.message };
  }
  const untitled = withoutTitle(body, tree);
  const ids = anchorIds(body, tree, untitled);
  return {
    links: repositoryLinks(body, tree),
    images: markdownLinks(body, tree)
      .filter((l) => l.image && l.range)
      .map((l) => l.range![0]),
    untitled,
    problems: markdownProblems(body),
    ...(ids ? { ids } : {}),
  };
}

/** The ids the site gives a page's elements (headings, GitBook's anchors), as rendered (`withoutTitle`). */
export function renderedIds(untitledMarkdown: string): string[] {
  work.renderedIds++;
  return markdownIds(untitledMarkdown);
}
