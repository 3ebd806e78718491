/**
 * A cache bounded by the total size of what it holds; least recently used go first. A value over
 * a quarter of the bound is not kept (it would push out everything else).
 */
export class Lru<V> {
  private readonly items = new Map<string, { value: V; size: number }>();
  private used = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): V | undefined {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item.value;
  }
  set(key: string, value: V, size: number): void {
    if (size > this.maxBytes / 4) return;
    const old = this.items.get(key);
    if (old) this.used -= old.size;
    this.items.delete(key);
    this.items.set(key, { value, size });
    this.used += size;
    for (const [k, item] of this.items) {
      if (this.used <= this.maxBytes) break;
      this.items.delete(k);
      this.used -= item.size;
    }
  }
  /** Drops every value whose key starts with `prefix`. */
  deletePrefixed(prefix: string): void {
    for (const [k, item] of this.items)
      if (k.startsWith(prefix)) {
        this.items.delete(k);
        this.used -= item.size;
      }
  }
}

export const MiB = 1024 * 1024;
