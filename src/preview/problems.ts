/**
 * What is wrong on one page as the site shows it: GitBook tags the renderer does not know (and
 * blocks left open), links that lead nowhere and images that are not in the folder, each with
 * the line of the page's file. Links are resolved by the site's own resolver (SpaceIndex), so a
 * link reported broken is one the published page would leave dead.
 */
import { MarkdownLimitError, parseStepLimit } from '../common/markdown/limits.js';
import { markdownLinks } from '../common/markdown/links.js';
import { pageShapeProblem } from '../common/markdown/shape.js';
import { withStepLimit } from '../common/markdown/steps.js';
import { markdownProblems } from '../common/markdown/problems.js';
import type { SpaceIndex } from '../site/links.js';
import type { SourcePage } from '../site/model.js';

export interface PageProblem {
  /** The page's file, relative to the folder. */
  file: string;
  line: number;
  message: string;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

const lineAt = (text: string, offset: number) => {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

/** `bodyLine`: lines of the file before the page's markdown (its front matter). */
export function pageProblems(page: SourcePage, index: SpaceIndex, bodyLine: number): PageProblem[] {
  const markdown = page.markdown ?? '';
  const file = page.source ?? page.path;
  // A page the service refuses is that one problem, read no further (as the site shows its notice).
  const shape = pageShapeProblem(markdown);
  if (shape) return [{ file, line: 1, message: shape.message }];
  try {
    return withStepLimit(parseStepLimit, () => readProblems(page, index, bodyLine, markdown, file));
  } catch (error) {
    if (!(error instanceof MarkdownLimitError)) throw error;
    return [{ file, line: 1, message: error.message }];
  }
}

function readProblems(
  page: SourcePage,
  index: SpaceIndex,
  bodyLine: number,
  markdown: string,
  file: string,
): PageProblem[] {
  const out: PageProblem[] = markdownProblems(markdown).map((p) => ({
    file,
    line: p.line + bodyLine,
    message: p.message,
  }));
  for (const link of markdownLinks(markdown)) {
    const target = link.target.trim();
    if (!target || EXTERNAL.test(target) || target.startsWith('#')) continue;
    const line = (link.range ? lineAt(markdown, link.range[0]) : 1) + bodyLine;
    if (link.image) {
      if (!index.file(page, target)) out.push({ file, line, message: `missing image: ${target} is not in the folder` });
    } else if (index.link(page, target) === undefined) {
      out.push({ file, line, message: `broken link: ${target} leads to no page or file` });
    }
  }
  return out.sort((a, b) => a.line - b.line);
}
