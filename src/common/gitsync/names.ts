/**
 * The one rule for names that travel between the service and a folder: page titles (written into
 * SUMMARY.md) and file paths (written to disk). The service refuses what breaks it (400 naming the
 * rule), push checks it before sending, and pull never writes a name that breaks it (it encodes
 * or shortens instead). A name that passes is the same file on Linux, macOS and Windows.
 */
import { createHash } from 'node:crypto';

/** Longest path component (in UTF-8 bytes) common file systems take. */
export const MAX_COMPONENT_BYTES = 255;

// Control characters (C0, DEL, C1), line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
/** Bidirectional formatting characters: they make a name read differently from what it is. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/**
 * Default-ignorable code points: invisible, and dropped by some file systems when comparing names
 * (HFS+ reads `.g\u200cit` as `.git`).
 */
const IGNORABLE_RANGES: Array<[number, number]> = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];
const isIgnorable = (char: string) => {
  const cp = char.codePointAt(0)!;
  return IGNORABLE_RANGES.some(([from, to]) => cp >= from && cp <= to);
};
/** Ignorable characters emoji are made of (joiner, variation selectors): allowed, but never to make `.git`. */
const isEmojiPart = (char: string) => {
  const cp = char.codePointAt(0)!;
  return cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f);
};
/** Characters Windows does not allow in a name (`:` also opens an NTFS stream: `a::$DATA`). */
const WINDOWS_CHARS = /[<>:"|?*\\/]/;
/** Device names Windows reserves, with any extension (`nul.txt` too). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\.[^.]*)?$/i;
/** An 8.3 short name (`GIT~1`, `PROGRA~2.TXT`): Windows may resolve it to another file. */
const SHORT_NAME = /^[^~]{1,6}~[1-9][0-9]*(\.[^.]{0,3})?$/i;

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Line breaks, control characters and bidirectional formatting: what no name or title may hold. */
function characterProblem(text: string): string | undefined {
  const control = CONTROL.exec(text);
  if (control) return `must not contain line breaks or control characters (${codePoint(control[0])})`;
  const bidi = BIDI.exec(text);
  if (bidi) return `must not contain bidirectional formatting characters (${codePoint(bidi[0])})`;
  return undefined;
}

/** Printable ASCII holds no control, bidirectional or invisible character: most names, checked at once. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function invisibleProblem(name: string): string | undefined {
  if (PRINTABLE_ASCII.test(name)) return undefined;
  for (const char of name) {
    if (isIgnorable(char) && !isEmojiPart(char))
      return `must not contain invisible (default-ignorable) characters (${codePoint(char)})`;
  }
  return undefined;
}

/** Why a page title cannot be stored (it would not survive SUMMARY.md), or undefined. */
export function titleProblem(title: string): string | undefined {
  return characterProblem(title);
}

/** A title read from text (a heading): line breaks and runs of white space become one space. */
export const oneLineTitle = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `.git` as any file system may read it: any case, trailing dots and spaces, ignorable characters. */
function isGitLookalike(name: string): boolean {
  const visible = PRINTABLE_ASCII.test(name) ? name : [...name].filter((char) => !isIgnorable(char)).join('');
  const plain = visible.replace(/[. ]+$/, '').toLowerCase();
  return plain === '.git' || plain === 'git~1';
}

/** Answers of nameProblem: a push or pull asks about each of thousands of names several times. */
const nameAnswers = new Map<string, string | undefined>();
const NAME_ANSWERS_KEPT = 10_000;

/** Why one path component (a file or folder name) is not portable, or undefined. */
export function nameProblem(name: string): string | undefined {
  if (nameAnswers.has(name)) return nameAnswers.get(name);
  // Kept small: a service is sent names by anyone (10,000 of at most 255 characters, a few MB).
  if (name.length > MAX_COMPONENT_BYTES) return componentProblem(name);
  if (nameAnswers.size >= NAME_ANSWERS_KEPT) nameAnswers.clear();
  const answer = componentProblem(name);
  nameAnswers.set(name, answer);
  return answer;
}

function componentProblem(name: string): string | undefined {
  if (name === '') return 'must not have empty segments';
  if (name === '.' || name === '..') return 'must not have . or .. segments';
  const chars = characterProblem(name) ?? invisibleProblem(name);
  if (chars) return chars;
  if (WINDOWS_CHARS.test(name))
    return 'must not contain < > : " | ? * \\ (reserved on Windows; : opens an NTFS stream)';
  if (isGitLookalike(name)) return 'must not be .git or a name a file system reads as .git';
  if (/[. ]$/.test(name)) return 'must not end with a dot or a space (Windows drops them)';
  if (WINDOWS_DEVICE.test(name)) return 'must not be a device name Windows reserves (CON, NUL, COM1, ...)';
  if (SHORT_NAME.test(name))
    return 'must not look like an 8.3 short name (NAME~1), which Windows may resolve to another file';
  return undefined;
}

/** Why a relative path (`guides/images/a.png`) is not one a pull may write, or undefined. */
export function pathProblem(path: string): string | undefined {
  if (path.startsWith('/')) return 'must be a relative path';
  for (const part of path.split('/')) {
    const problem = nameProblem(part);
    if (problem) return problem;
  }
  return undefined;
}

export const isPortablePath = (path: string) => pathProblem(path) === undefined;

/**
 * A component within MAX_COMPONENT_BYTES: too long a name keeps its extension and the start of its
 * stem, plus 8 hex digits of its hash, so the same name always gives the same shorter one.
 */
export function shortenName(name: string): string {
  // A UTF-16 unit is at most 3 bytes of UTF-8: most names are short enough without measuring.
  if (name.length * 3 <= MAX_COMPONENT_BYTES || Buffer.byteLength(name) <= MAX_COMPONENT_BYTES) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  const tag = `-${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;
  const room = MAX_COMPONENT_BYTES - Buffer.byteLength(tag + ext);
  let stem = '';
  for (const char of name.slice(0, name.length - ext.length)) {
    if (Buffer.byteLength(stem + char) > room) break;
    stem += char;
  }
  return stem + tag + ext;
}

/**
 * A name that breaks the rule, made into one that keeps it: each offending character as `%XX`
 * of its UTF-8 bytes, a reserved name with `_` appended; then shortened. Portable names come back
 * as they are (only shortened when too long).
 */
export function portableName(name: string): string {
  if (nameProblem(name) === undefined) return shortenName(name);
  const encode = (c: string) =>
    [...Buffer.from(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  let out = [...name]
    .map((c) =>
      CONTROL.test(c) || BIDI.test(c) || (isIgnorable(c) && !isEmojiPart(c)) || WINDOWS_CHARS.test(c) ? encode(c) : c,
    )
    .join('');
  out = out.replace(/[. ]+$/, (tail) => [...tail].map(encode).join(''));
  if (out === '' || out === '.' || out === '..') out = `${out}_`;
  if (nameProblem(out) !== undefined) out = `${out}_`;
  return shortenName(out);
}

/** A relative path made portable component by component. */
export const portablePath = (path: string) => path.split('/').map(portableName).join('/');

/** Case-insensitive key of a path: two paths with one key are one file on macOS and Windows. */
export const pathKey = (path: string) => path.normalize('NFC').toLowerCase();
