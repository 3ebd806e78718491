/**
 * A YAML parser error in one line. The yaml library's message is a sentence ending in
 * ` at line L, column C:` followed by an excerpt of the text; the excerpt may quote a secret and
 * takes lines, so only the sentence is kept, without the colon that introduced the excerpt.
 */
export function yamlMessage(error: unknown, withPosition = true): string {
  const sentence = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim().replace(/:$/, '');
  return withPosition ? sentence : sentence.replace(/ at line \d+, column \d+$/, '');
}
