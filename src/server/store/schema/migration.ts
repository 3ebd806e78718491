export interface Migration {
  /** Unique and never renamed: `<group>-<nnn>-<what>`. */
  id: string;
  sql: string;
}
