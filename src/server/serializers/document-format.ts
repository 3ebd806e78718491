/** `format=document`: markdown as the reference's JSON document. */
export type ToDocument = (markdown: string) => unknown;

/** The converter for `format`, loaded on use (it brings the remark stack); none for markdown. */
export async function documentFormat(format: 'markdown' | 'document'): Promise<ToDocument | undefined> {
  if (format !== 'document') return undefined;
  const { markdownToDocument } = await import('../../common/markdown/document.js');
  return markdownToDocument;
}
