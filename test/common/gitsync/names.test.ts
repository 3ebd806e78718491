import { describe, expect, it } from 'vitest';
import {
  MAX_COMPONENT_BYTES,
  nameProblem,
  pathProblem,
  portableName,
  portablePath,
  shortenName,
  titleProblem,
} from '../../../src/common/gitsync/names.js';

describe('the one name rule', () => {
  it('refuses names a file system reads as .git, or reserves, or cannot hold, naming the rule', () => {
    const refused: Array<[string, RegExp]> = [
      ['.git', /\.git/],
      ['.GIT', /\.git/],
      ['.git.', /\.git|dot/],
      ['.git ', /\.git|space/],
      ['GIT~1', /\.git/],
      ['git~1', /\.git/],
      ['.g\u200cit', /invisible|\.git/],
      ['.git::$INDEX_ALLOCATION', /reserved on Windows/],
      ['a:b', /NTFS stream/],
      ['PROGRA~2', /8\.3 short name/],
      ['con', /device name/],
      ['NUL.txt', /device name/],
      ['com1.md', /device name/],
      ['trailing.', /end with a dot or a space/],
      ['trailing ', /end with a dot or a space/],
      ['line\nbreak', /line breaks or control characters \(U\+000A\)/],
      ['del\u007f', /control characters \(U\+007F\)/],
      ['next\u0085line', /control characters \(U\+0085\)/],
      ['evil\u202egnp.exe', /bidirectional formatting characters \(U\+202E\)/],
      ['zero\u200bwidth', /invisible \(default-ignorable\) characters \(U\+200B\)/],
      ['back\\slash', /reserved on Windows/],
      ['..', /\. or \.\. segments/],
      ['', /empty segments/],
    ];
    for (const [name, rule] of refused) expect(nameProblem(name), JSON.stringify(name)).toMatch(rule);
  });

  it('lets through what real repositories hold: spaces, emoji with joiners and variation selectors, dots inside', () => {
    for (const name of [
      'Screenshot 2024-04-16 at 10.53.17\u202fAM.png',
      'dashboard (1) (1).gif',
      '☁️ cloud.png',
      '👩‍💻 coder.md',
      'notes..md',
      'a..b.png',
      '.gitbook',
      '.gitignore',
      'version~draft.md',
      'Documenting APIs — all the features.svg',
    ])
      expect(nameProblem(name), name).toBeUndefined();
    expect(pathProblem('guides/images/a.png')).toBeUndefined();
    expect(pathProblem('/etc/passwd')).toBe('must be a relative path');
    expect(pathProblem('docs/.GIT/hooks/x')).toMatch(/\.git/);
  });

  it('refuses titles that would not survive SUMMARY.md, and lets emoji and other scripts through', () => {
    expect(titleProblem('Two\nlines')).toMatch(/U\+000A/);
    expect(titleProblem('Tab\there')).toMatch(/U\+0009/);
    expect(titleProblem('\u202eevil')).toMatch(/U\+202E/);
    for (const title of ['☁️ Sharing audio online', 'Über uns', '日本語', 'نام\u200cها', 'A & B [draft]'])
      expect(titleProblem(title), title).toBeUndefined();
  });

  it('shortens a component over 255 bytes deterministically, keeping its extension, and encodes broken names', () => {
    const long = `${'🦜'.repeat(250)}.png`;
    const short = shortenName(long);
    expect(Buffer.byteLength(short)).toBeLessThanOrEqual(MAX_COMPONENT_BYTES);
    expect(short).toMatch(/-[0-9a-f]{8}\.png$/);
    expect(shortenName(long)).toBe(short);
    expect(shortenName(`${'🦜'.repeat(250)}.gif`)).not.toBe(short);
    expect(shortenName('ok.png')).toBe('ok.png');
    for (const bad of ['.git', 'GIT~1', 'con', 'a\nb', 'trailing.', 'x::$DATA', '..', '.g\u200cit'])
      expect(nameProblem(portableName(bad)), bad).toBeUndefined();
    expect(portableName('a\nb.png')).toBe('a%0Ab.png');
    expect(portablePath('../../etc/passwd')).toBe('%2E%2E/%2E%2E/etc/passwd');
  });
});
