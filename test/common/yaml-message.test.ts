import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { yamlMessage } from '../../src/common/yaml-message.js';

const errorOf = (text: string) => {
  try {
    parse(text);
  } catch (error) {
    return error;
  }
  throw new Error('parsed');
};

describe('yamlMessage', () => {
  it('keeps the sentence and its position, never the excerpt or the colon that introduces it', () => {
    const error = errorOf('title: [s3cr3t\n');
    expect(String((error as Error).message)).toContain('s3cr3t');
    expect(yamlMessage(error)).toBe(
      'Flow sequence in block collection must be sufficiently indented and end with a ] at line 2, column 1',
    );
  });

  it('drops the position on request (a front matter counts lines from its own start)', () => {
    expect(yamlMessage(errorOf('a: 1\na: 2\n'), false)).toBe('Map keys must be unique');
  });
});
