export const OUTPUT_FORMATS = ['table', 'json', 'jsonl', 'ids'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface OutputOptions {
  format: OutputFormat;
  query?: string;
}
