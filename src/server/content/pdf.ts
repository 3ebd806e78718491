import type { StoredPage } from '../store/content/model.js';

/** The standard PDF fonts only know Latin-1; anything else would print as garbage. */
const latin1 = (text: string) => text.normalize('NFC').replace(/[^\x09\x0a\x0d\x20-\x7e\xa0-\xff]/g, '');

/**
 * A PDF of the given pages, one after the other: title, then the text. Uncompressed content
 * streams keep the text greppable (tests, and tools without a PDF parser).
 */
export async function renderPdf(
  title: string,
  pages: Array<Pick<StoredPage, 'title' | 'path' | 'markdown'>>,
): Promise<Buffer> {
  // pdfkit and its fonts take ~100 ms to load: only when a PDF is asked for.
  const { default: PDFDocument } = await import('pdfkit');
  const { plainText } = await import('../../common/markdown/text.js');
  const { withoutTitle } = await import('../../common/markdown/title.js');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      compress: false,
      size: 'A4',
      margin: 56,
      info: { Title: latin1(title), Producer: 'docs-cli', Creator: 'docs-cli' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(22).text(latin1(title));
    if (pages.length === 0) doc.moveDown().font('Helvetica').fontSize(11).text('This content has no pages.');
    pages.forEach((page, i) => {
      if (i > 0) doc.addPage();
      else doc.moveDown();
      const depth = page.path.split('/').length - 1;
      doc
        .font('Helvetica-Bold')
        .fontSize(Math.max(13, 18 - depth * 2))
        .text(latin1(page.title));
      doc.moveDown(0.5);
      const body = plainText(withoutTitle(page.markdown));
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(latin1(body) || ' ', { lineGap: 2 });
    });
    doc.end();
  });
}
