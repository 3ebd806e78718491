import { COMPLETION_FILES, completionScript, SHELLS } from '../completion/index.js';
import { loadModel } from '../completion/load.js';
import { commandTree } from '../commands/groups.js';
import { commandReference } from './reference.js';

export const REFERENCE_FILE = 'docs/commands.md';

/** Every file generated from the command tree, by path relative to the repository root. */
export async function generatedFiles(): Promise<Record<string, string>> {
  const model = loadModel(await commandTree());
  const files: Record<string, string> = {
    [REFERENCE_FILE]: commandReference(model),
  };
  for (const shell of SHELLS) files[COMPLETION_FILES[shell]] = completionScript(shell, model);
  return files;
}
