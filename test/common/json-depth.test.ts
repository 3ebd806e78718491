import { describe, expect, it } from 'vitest';
import { jsonDepthProblem, jsonTextDepth } from '../../src/common/json-depth.js';
import { MAX_JSON_DEPTH } from '../../src/common/limits.js';

describe('JSON nesting read from the text', () => {
  it.each([
    ['a number', '1', 0],
    ['an empty object', '{}', 1],
    ['arrays in an object', '{"a":[[1],[2,[3]]]}', 4],
    ['brackets inside strings are text', '{"a":"[[[{{{","b":["]]]"]}', 2],
    ['escaped quotes do not end a string', '["\\"[[[", "\\\\", [1]]', 2],
    ['siblings do not add up', '[[1],[2],[3]]', 2],
  ])('%s', (_name, text, depth) => {
    expect(jsonTextDepth(text)).toBe(depth);
    if (text !== '1') expect(jsonTextDepth(text)).toBe(depthOfParsed(JSON.parse(text)));
  });

  it('measures a text nested a million deep without recursion, in linear time', () => {
    const text = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    const started = performance.now();
    expect(jsonTextDepth(text)).toBe(1_000_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('names the limit past it, and only past it', () => {
    expect(jsonDepthProblem('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonDepthProblem('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1))).toBe(
      `nests arrays and objects ${MAX_JSON_DEPTH + 1} levels deep; at most ${MAX_JSON_DEPTH} are allowed`,
    );
  });
});

/** The depth of a parsed value (shallow values only: the reference the scan is held to). */
function depthOfParsed(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOfParsed));
}
