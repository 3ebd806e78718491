import { flagNames, globalFlags, type CommandModel, type FlagModel } from '../completion/model.js';

/** docs/commands.md: the command reference, generated from the same tree as `--help`. */
export function commandReference(root: CommandModel): string {
  const out: string[] = [
    '# Command reference',
    '',
    '<!-- Generated from the command tree by `npm run gen`; do not edit. A test fails when it drifts. -->',
    '',
    'Commands follow `docs-cli <group> [<sub-group>] <verb>`. `docs-cli <command> --help` prints the same information.',
    '',
    '## Global options',
    '',
    'They work before or after the command name.',
    '',
    ...flagTable([...globalFlags(root), ...root.flags.filter((f) => f.long === '--version')]),
    '',
    '## Groups',
    '',
    ...root.commands.map(
      (g) =>
        `- [\`${g.name}\`](#${anchor(g.name)})${g.aliases.length ? ` (alias ${g.aliases.map(code).join(', ')})` : ''}: ${cell(g.summary)}`,
    ),
    '',
  ];
  for (const group of root.commands) out.push(...section(group, 2));
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

function section(node: CommandModel, level: number): string[] {
  const title = node.path.join(' ');
  const out = [`${'#'.repeat(Math.min(level, 6))} ${title}`, ''];
  if (node.aliases.length)
    out.push(`Alias: ${node.aliases.map((a) => code([...node.path.slice(0, -1), a].join(' '))).join(', ')}`, '');
  out.push(sentence(text(node.summary)), '');
  if (node.commands.length === 0) out.push(...commandBody(node));
  else {
    if (node.defaultCommand)
      out.push(`\`docs-cli ${title} ...\` runs \`docs-cli ${title} ${node.defaultCommand} ...\`.`, '');
    out.push('| command | description |', '|---|---|');
    for (const c of node.commands) out.push(`| [\`${c.name}\`](#${anchor(c.path.join(' '))}) | ${cell(c.summary)} |`);
    out.push('');
    for (const c of node.commands) out.push(...section(c, level + 1));
  }
  return out;
}

function commandBody(node: CommandModel): string[] {
  const out: string[] = ['```', `docs-cli ${node.path.join(' ')} ${node.usage}`.trimEnd(), '```', ''];
  if (node.description) out.push(text(node.description), '');
  const effect = effectNote(node);
  if (effect) out.push(effect, '');
  if (node.args.length) {
    out.push('| argument | description |', '|---|---|');
    for (const a of node.args)
      out.push(
        `| \`${a.variadic ? `${a.name}...` : a.name}\`${a.required ? '' : ' (optional)'} | ${cell(a.description)} |`,
      );
    out.push('');
  }
  if (node.flags.length) out.push(...flagTable(node.flags), '');
  const examples = node.spec?.examples ?? [];
  if (examples.length) out.push('Examples:', '', '```sh', ...examples.map((e) => `$ ${e}`), '```', '');
  return out;
}

function effectNote(node: CommandModel): string | undefined {
  switch (node.spec?.effect) {
    case 'write':
      return 'Changes data; `--dry-run` prints the request instead.';
    case 'destructive':
      return 'Destructive: asks for confirmation on a terminal, needs `--yes` otherwise; `--dry-run` prints the request instead.';
    default:
      return undefined;
  }
}

function flagTable(flags: FlagModel[]): string[] {
  const rows = flags.map((f) => {
    const names = flagNames(f).join(', ') + (f.value ? ` <${f.value}>` : '');
    const notes = [sentence(cell(f.description))];
    if (f.choices) notes.push(`One of: ${f.choices.map(code).join(', ')}.`);
    if (f.defaultValue !== undefined && f.defaultValue !== false)
      notes.push(`Default: ${code(String(f.defaultValue))}.`);
    if (f.required) notes.push('Required.');
    return `| ${code(names)} | ${notes.join(' ')} |`;
  });
  return ['| option | description |', '|---|---|', ...rows];
}

const code = (s: string) => `\`${s}\``;
/** Prose outside code spans: one line, `|` and `<` escaped (a bare `<path>` would vanish as HTML). */
const cell = (s: string) => text(s).replace(/\s+/g, ' ').replaceAll('|', '\\|').trim();
const text = (s: string) => s.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const sentence = (s: string) => (/[.!?)]$/.test(s) || s === '' ? s : `${s}.`);

/** GitHub's heading anchors: lower case, spaces to dashes, punctuation dropped. */
export function anchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}
