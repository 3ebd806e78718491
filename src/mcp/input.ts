/**
 * A tool call's arguments, checked against the tool's own input schema (the one tools/list
 * gives, generated in tools.ts) and turned into what commander would have handed the command:
 * positional arguments and option values by attribute name.
 */
import { UsageError } from '../errors.js';
import type { JsonSchema, ToolEntry } from './tools.js';

export interface CommandInputs {
  positional: Array<string | string[] | undefined>;
  opts: Record<string, unknown>;
}

function problem(key: string, schema: JsonSchema, value: unknown): string | undefined {
  switch (schema.type) {
    case 'string': {
      if (typeof value !== 'string') return 'must be a string';
      const length = [...value].length;
      if (typeof schema.minLength === 'number' && length < schema.minLength)
        return schema.minLength === 1 ? 'must not be empty' : `must be at least ${schema.minLength} characters`;
      if (typeof schema.maxLength === 'number' && length > schema.maxLength)
        return `must be at most ${schema.maxLength} characters`;
      if (Array.isArray(schema.enum) && !schema.enum.includes(value))
        return `must be one of ${schema.enum.map(String).join(', ')}`;
      return undefined;
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (schema.type === 'integer' && !Number.isInteger(value)) return 'must be a whole number';
      if (typeof schema.minimum === 'number' && value < schema.minimum) return `must be at least ${schema.minimum}`;
      if (typeof schema.maximum === 'number' && value > schema.maximum) return `must be at most ${schema.maximum}`;
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'array': {
      if (!Array.isArray(value)) return 'must be a list';
      for (const [i, item] of value.entries()) {
        const wrong = problem(`${key}[${i}]`, schema.items as JsonSchema, item);
        if (wrong) return `[${i}] ${wrong}`;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The command's inputs from a tool call's arguments; a UsageError names the first wrong one. */
export function commandInputs(tool: ToolEntry, given: unknown): CommandInputs {
  const args = given ?? {};
  if (typeof args !== 'object' || Array.isArray(args)) throw new UsageError('arguments must be an object');
  const values = args as Record<string, unknown>;
  const properties = tool.inputSchema.properties as Record<string, JsonSchema>;
  for (const key of Object.keys(values)) {
    if (!(key in properties))
      throw new UsageError(
        `unknown argument ${JSON.stringify(key)} (the tool takes: ${Object.keys(properties).join(', ') || 'none'})`,
      );
  }
  for (const key of (tool.inputSchema.required as string[] | undefined) ?? []) {
    if (values[key] === undefined) throw new UsageError(`missing required argument ${key}`);
  }
  const positional: Array<string | string[] | undefined> = [];
  // Defaults are what commander would have filled in.
  const opts: Record<string, unknown> = {};
  for (const field of tool.fields) {
    const schema = properties[field.key]!;
    if (field.kind === 'option' && schema.default !== undefined) opts[field.optionKey] = schema.default;
  }
  for (const field of tool.fields) {
    const value = values[field.key];
    if (value === undefined || value === null) continue;
    const wrong = problem(field.key, properties[field.key]!, value);
    if (wrong) throw new UsageError(`${field.key}: ${wrong}`);
    if (field.kind === 'arg') positional[field.index] = value as string | string[];
    else opts[field.optionKey] = value;
  }
  // Words fill the arguments in order (as on a command line): a later one needs the earlier ones.
  const declared = tool.spec.args ?? [];
  for (const [i, arg] of declared.entries()) {
    if (positional[i] !== undefined) continue;
    if (arg.variadic) positional[i] = [];
    const later = declared.slice(i + 1).find((_, j) => positional[i + 1 + j] !== undefined);
    if (!arg.variadic && later)
      throw new UsageError(`${later.name}: give ${arg.name} too (arguments are read in order)`);
  }
  return { positional, opts };
}
