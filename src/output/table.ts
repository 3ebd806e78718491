import type { Column } from './view.js';
import { cell } from './view.js';

/** A cli-table3 table for people at a terminal. */
export async function renderTable<T>(items: T[], columns: Column<T>[], color: boolean): Promise<string> {
  const [{ default: Table }, { Chalk }] = await Promise.all([import('cli-table3'), import('chalk')]);
  const chalk = new Chalk({ level: color ? 1 : 0 });
  const table = new Table({
    head: columns.map((c) => chalk.bold(c.header)),
    style: { head: [], border: color ? ['grey'] : [], compact: true },
    chars: { top: '', 'top-mid': '', 'top-left': '', 'top-right': '', bottom: '', 'bottom-mid': '', 'bottom-left': '', 'bottom-right': '', left: '', 'left-mid': '', mid: '', 'mid-mid': '', right: '', 'right-mid': '', middle: '  ' },
  });
  for (const item of items) table.push(columns.map((c) => truncate(cell(c.value(item)), 60)));
  return table.toString() + '\n';
}

/** A key/value card for one resource. */
export async function renderCard(data: Record<string, unknown>, color: boolean): Promise<string> {
  const { Chalk } = await import('chalk');
  const chalk = new Chalk({ level: color ? 1 : 0 });
  const entries = Object.entries(data).filter(([k, v]) => v !== undefined && k !== 'object' && k !== 'permissions' && k !== 'urls');
  const width = Math.max(...entries.map(([k]) => k.length), 1);
  const lines = entries.map(([k, v]) => `${chalk.bold(k.padEnd(width))}  ${summary(v)}`);
  const urls = data.urls as Record<string, unknown> | undefined;
  if (urls?.app ?? urls?.published) lines.push(`${chalk.bold('url'.padEnd(width))}  ${chalk.cyan(String(urls.published ?? urls.app))}`);
  return lines.join('\n') + '\n';
}

/** A card value a person can read: users by name, nested resources by title or id. */
function summary(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return cell(value);
    return value.length === 1 ? summary(value[0]) : `${value.length} items`;
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.object === 'user' || o.displayName) return `${o.displayName}${o.email ? ` <${o.email}>` : ''}`;
    if (typeof o.title === 'string') return o.id ? `${o.title} (${o.id})` : o.title;
    if (typeof o.id === 'string') return o.id;
    const keys = Object.keys(o);
    if (keys.length <= 4 && keys.every((k) => o[k] === null || typeof o[k] !== 'object')) return keys.map((k) => `${k}=${cell(o[k])}`).join(' ');
  }
  return cell(value);
}

function truncate(s: string, max: number): string {
  const flat = s.replace(/\s+/g, ' ');
  return flat.length > max ? flat.slice(0, max - 1) + '…' : flat;
}
