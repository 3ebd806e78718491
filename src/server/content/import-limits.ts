/** What one import may bring in; docs/service.md's "Limits of imports and fetches" names each. */
export const IMPORT_LIMITS = {
  /** One file: a markdown page, an image, an entry of a .zip. */
  fileBytes: 10 * 1024 * 1024,
  /** All files of one import together, after decompression. */
  totalBytes: 100 * 1024 * 1024,
  files: 5000,
  /** One http(s) download or .zip archive, as transferred. */
  downloadBytes: 50 * 1024 * 1024,
} as const;

export const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`;
