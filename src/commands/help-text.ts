import { Help } from 'commander';
import type { IO } from '../io.js';

/** Help is laid out for the terminal's width; piped (or unknown), for 80 columns, always the same. */
export function helpWidth(io: IO): number {
  return io.stdout.isTTY && io.stdout.columns ? io.stdout.columns : 80;
}

/** Text wrapped at spaces to `width` columns, each line after `indent`; a longer word keeps a line. */
export function wrapWords(text: string, width: number, indent = ''): string {
  const room = Math.max(1, width - indent.length);
  return text
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(/ +/).filter(Boolean)) {
        if (line && line.length + 1 + word.length > room) {
          lines.push(line);
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      lines.push(line);
      return lines.map((l) => (l ? indent + l : l)).join('\n');
    })
    .join('\n');
}

/** Words of a shell command, quoted strings kept whole (a line break inside quotes would change them). */
function shellWords(command: string): string[] {
  return command.match(/(?:[^\s"']+|"(?:[^"\\]|\\.)*"|'[^']*')+/g) ?? [command];
}

/**
 * An example as help shows it: `  $ docs-cli ...`, continued on `\` lines (as a shell reads
 * them, so it still pastes) where it is wider than the help.
 */
export function formatExample(example: string, width: number): string {
  const first = '  $ ';
  const next = '      ';
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of shellWords(example)) {
    if (!empty && line.length + 1 + word.length + 2 > width) {
      lines.push(`${line} \\`);
      line = next + word;
    } else line = empty ? line + word : `${line} ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines.join('\n');
}

export function examplesBlock(examples: readonly string[], io: IO): string {
  const width = helpWidth(io);
  return `\nExamples:\n${examples.map((e) => formatExample(e, width)).join('\n')}\n`;
}

/** Below this, a description beside its term is too narrow to read: it goes under the term. */
const MIN_BESIDE = 30;

/**
 * Commander's item layout (term, then its description beside it), except that on a narrow
 * terminal the description goes under the term, wrapped to the width, instead of running past
 * the edge unwrapped.
 */
export function formatItem(term: string, termWidth: number, description: string, helper: Help): string {
  const width = helper.helpWidth ?? 80;
  if (!description || width - termWidth - 4 >= MIN_BESIDE) {
    return Help.prototype.formatItem.call(helper, term, termWidth, description, helper);
  }
  return `  ${term}\n${wrapWords(description, width, '      ')}`;
}
