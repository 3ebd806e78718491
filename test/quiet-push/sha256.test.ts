/** The quiet path's SHA-256 (it names the memo file) gives node:crypto's digest for any text. */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/quiet-push/sha256.js';

const reference = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sha256Hex', () => {
  it('is the known digest of the empty text and of "abc"', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it("is node:crypto's digest at every length around the block edges, and of non-ASCII paths", () => {
    for (let length = 0; length <= 200; length++) {
      const text = randomBytes(length).toString('base64').slice(0, length);
      expect(sha256Hex(text), text).toBe(reference(text));
    }
    for (const path of ['/home/dévelopeur/docs', 'C:\\Users\\文档\\docs', '/tmp/😀/x']) {
      expect(sha256Hex(path)).toBe(reference(path));
    }
  });
});
