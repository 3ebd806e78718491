import { buildProgram } from '../commands/program.js';
import type { GroupSpec } from '../commands/spec.js';
import { BufferIO } from '../io.js';
import { buildModel, type CommandModel } from './model.js';

/** The model of the whole program, built as `docs-cli` itself builds it (every group). */
export function loadModel(tree: readonly GroupSpec[]): CommandModel {
  const env = { io: new BufferIO(), env: {}, contexts: [], setExit: () => undefined };
  return buildModel(buildProgram(env, [], true, tree), tree);
}
