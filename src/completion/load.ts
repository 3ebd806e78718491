import { buildProgram } from '../cli.js';
import type { GroupSpec } from '../commands/spec.js';
import { commandTree } from '../commands/groups.js';
import { BufferIO } from '../io.js';
import { buildModel, type CommandModel } from './model.js';

/** The model of the whole program, built as `docs-cli` itself builds it (every group). */
export async function loadModel(given?: GroupSpec[]): Promise<CommandModel> {
  const tree = given ?? (await commandTree());
  const env = { io: new BufferIO(), env: {}, contexts: [], setExit: () => undefined };
  return buildModel(buildProgram(env, [], true, tree), tree);
}
