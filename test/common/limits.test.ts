import { describe, expect, it } from 'vitest';
import { checkText, LIMITS } from '../../src/common/limits.js';

describe('text limits', () => {
  it('an emoji is one emoji (with its modifiers and joiners) or its codepoint form', () => {
    for (const good of ['🎉', '👍🏽', '👨‍💻', '🇫🇷', '#️⃣', '1f389', '1F468-200D-1F4BB'])
      expect(checkText(good, LIMITS.spaceEmoji), good).toBeUndefined();
    for (const bad of ['abc', 'a🎉', '🎉 ', '1f3', 'x-1f389'])
      expect(checkText(bad, LIMITS.spaceEmoji), bad).toBe('must be an emoji (or its codepoint, like 1f389)');
    expect(checkText('', LIMITS.reaction)).toBe('must not be empty');
    expect(checkText('🎉', LIMITS.reaction)).toBeUndefined();
    // One pattern, made once, for both limits.
    expect(LIMITS.spaceEmoji.pattern).toBe(LIMITS.reaction.pattern);
  });

  it('lengths count characters, not UTF-16 units', () => {
    expect(checkText('😀'.repeat(50), LIMITS.spaceTitle)).toBeUndefined();
    expect(checkText('😀'.repeat(51), LIMITS.spaceTitle)).toBe('must be at most 50 characters');
    expect(checkText('', LIMITS.spaceTitle)).toBe('must not be empty');
  });
});
