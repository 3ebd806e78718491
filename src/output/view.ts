/** How a resource prints: table columns, the identifier for `-o ids`, and its names. */
export interface Column<T> {
  header: string;
  value: (item: T) => unknown;
}

export interface View<T = any> {
  /** Singular noun for messages, e.g. `space`. */
  noun: string;
  plural: string;
  columns: Column<T>[];
  id: (item: T) => string;
}

export function view<T>(
  noun: string,
  columns: Array<[string, (item: T) => unknown]>,
  id: (item: T) => string,
  plural = `${noun}s`,
): View<T> {
  return { noun, plural, columns: columns.map(([header, value]) => ({ header, value })), id };
}

export const byId = (item: { id: string }) => item.id;

export function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(cell).join(',');
  return JSON.stringify(value);
}
