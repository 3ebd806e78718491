/** Media types by file extension: the images an import turns into files, and other uploads. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

const OTHER_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  json: 'application/json',
  csv: 'text/csv',
  zip: 'application/zip',
};

export const extensionOf = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';

export const contentTypeOf = (name: string) =>
  IMAGE_TYPES[extensionOf(name)] ?? OTHER_TYPES[extensionOf(name)] ?? 'application/octet-stream';
