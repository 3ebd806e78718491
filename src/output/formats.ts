/** `wide` is a terminal table with every column in full; `text` prints scalars raw (aws). */
export const OUTPUT_FORMATS = ['table', 'wide', 'json', 'jsonl', 'ids', 'text'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface OutputOptions {
  format: OutputFormat;
  query?: string;
}
