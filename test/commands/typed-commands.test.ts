/**
 * The type tests in typed-commands.types.ts can fail: compiled without their `@ts-expect-error`
 * directives, every directive's line is a type error (a misspelt option among them).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FILE = fileURLToPath(new URL('./typed-commands.types.ts', import.meta.url));
const DIRECTIVE = '// @ts-expect-error';

function compile(text: string): readonly ts.Diagnostic[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${ROOT}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  if (!config) throw new Error('cannot read tsconfig.json');
  const host = ts.createCompilerHost(config.options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === FILE ? ts.createSourceFile(name, text, version) : read(name, version, ...rest);
  const program = ts.createProgram([FILE], config.options, host);
  return ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === FILE);
}

describe('typed commands', () => {
  it('every expected error is real: without the directives, each of their lines fails to compile', () => {
    const original = readFileSync(FILE, 'utf8');
    const lines = original.split('\n');
    const expected = lines.flatMap((line, i) => (line.trim().startsWith(DIRECTIVE) ? [i + 1] : []));
    expect(expected.length).toBeGreaterThanOrEqual(5);
    // Blank the directives (keeping line numbers) and compile.
    const stripped = lines.map((line) => (line.trim().startsWith(DIRECTIVE) ? '' : line)).join('\n');
    const diagnostics = compile(stripped);
    const failing = new Set(
      diagnostics.map((d) =>
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1,
      ),
    );
    // A directive covers the line after it (0-based index of the next line = its 1-based number).
    for (const line of expected) expect(failing.has(line), `line ${line + 1} should not compile`).toBe(true);
    const misspelt = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(misspelt.some((m) => m.includes("Property 'titel' does not exist"))).toBe(true);
  }, 60_000);
});
