/** Parsing and checking an OpenAPI document (JSON or YAML; OpenAPI 3.x or Swagger 2.0). */
export class ParseFailure extends Error {}

export interface ParsedDocument {
  document: Record<string, unknown>;
  format: 'json' | 'yaml';
}

const MAX_MESSAGE = 1000;

/** Parses the text and validates it with swagger-parser; throws ParseFailure with a readable message. */
export async function parseOpenApi(text: string): Promise<ParsedDocument> {
  const parsed = await parseText(text);
  checkVersion(parsed.document);
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  try {
    // A copy: validate() dereferences in place. External $refs are not followed (no reads or
    // fetches on behalf of a document's author).
    await SwaggerParser.validate(structuredClone(parsed.document) as never, { resolve: { external: false } } as never);
  } catch (error) {
    throw new ParseFailure(shorten((error as Error).message));
  }
  return parsed;
}

async function parseText(text: string): Promise<ParsedDocument> {
  const trimmed = text.trimStart();
  if (trimmed === '') throw new ParseFailure('the document is empty');
  if (trimmed.startsWith('{')) {
    try {
      return { document: asObject(JSON.parse(text)), format: 'json' };
    } catch (error) {
      if (error instanceof ParseFailure) throw error;
      throw new ParseFailure(`invalid JSON: ${(error as Error).message}`);
    }
  }
  const YAML = await import('yaml');
  let value: unknown;
  try {
    value = YAML.parse(text, { maxAliasCount: 100 });
  } catch (error) {
    throw new ParseFailure(`invalid YAML: ${shorten((error as Error).message)}`);
  }
  return { document: asObject(value), format: 'yaml' };
}

function asObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ParseFailure('the document is not an object (expected an OpenAPI 3.x or Swagger 2.0 document)');
  }
  return value as Record<string, unknown>;
}

function checkVersion(doc: Record<string, unknown>): void {
  if (typeof doc.openapi === 'string' && /^3\.\d+(\.\d+)?/.test(doc.openapi)) return;
  if (doc.swagger === '2.0') return;
  if (doc.openapi !== undefined)
    throw new ParseFailure(`unsupported OpenAPI version ${JSON.stringify(doc.openapi)} (expected 3.x)`);
  if (doc.swagger !== undefined)
    throw new ParseFailure(`unsupported Swagger version ${JSON.stringify(doc.swagger)} (expected 2.0)`);
  throw new ParseFailure('not an OpenAPI 3.x or Swagger 2.0 document (no "openapi" or "swagger" field)');
}

function shorten(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_MESSAGE ? `${oneLine.slice(0, MAX_MESSAGE - 1)}…` : oneLine;
}

/** A stored (already validated) document as a JSON value. */
export async function readStoredDocument(text: string, mediaType: string): Promise<unknown> {
  if (mediaType === 'application/json') return JSON.parse(text) as unknown;
  const YAML = await import('yaml');
  return YAML.parse(text, { maxAliasCount: 100 }) as unknown;
}
