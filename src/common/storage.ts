/**
 * Storage uploads (`generateStorageUploadURL`, reference 0.202.0): what client and service agree
 * on. The service hands out a signed upload URL per file; the CLI sends the bytes there, then
 * names that URL in an `insert_files` change as it would any URL (docs/docs-as-code.md).
 */

/**
 * The largest file one storage upload takes: the bytes a pull downloads at most by default
 * (DOCS_CLI_MAX_DOWNLOAD_MB), so every file a push uploads comes back with a pull.
 */
export const STORAGE_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** How long an upload URL takes the upload, and then how long the upload may be referenced. */
export const STORAGE_UPLOAD_TTL_MS = 60 * 60 * 1000;

/** `kind` of the reference: `organization_file` is the one content files are uploaded as. */
export const STORAGE_UPLOAD_KINDS = ['customization_font', 'import_file', 'organization_file'] as const;
export type StorageUploadKind = (typeof STORAGE_UPLOAD_KINDS)[number];

/** Where the embedded service takes uploads: `<base>/v1/storage/uploads/<signed token>`. */
export const STORAGE_UPLOAD_PATH = '/v1/storage/uploads/';
