// The data exports laid out for a person (ADR 0040, 0055), made with PDFKit from the JSON
// export: a title, one section per part, one line per record or its "Label: value" lines.
import type {} from 'pdfkit';

export type PdfRow = Record<string, unknown>;
export type PdfDoc = PDFKit.PDFDocument;

/** A value as one line of text; nothing is a dash, a nested object one line of JSON. */
export const pdfText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(pdfText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const label = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The record's own fields as "Label: value" lines; nested objects as one line of JSON. */
export function pdfFields(doc: PdfDoc, row: PdfRow, skip: readonly string[] = []) {
  for (const [key, value] of Object.entries(row)) {
    if (skip.includes(key)) continue;
    doc.font('Helvetica-Bold').text(`${label(key)}: `, { continued: true });
    doc.font('Helvetica').text(pdfText(value));
  }
}

/** A titled part of the document; "None." when it has no record. */
export function pdfSection(doc: PdfDoc, title: string, rows: PdfRow[], render: (row: PdfRow) => void) {
  doc.moveDown().font('Helvetica-Bold').fontSize(14).text(title).fontSize(10);
  if (rows.length === 0) {
    doc.font('Helvetica').text('None.');
    return;
  }
  rows.forEach((row, i) => {
    if (i > 0) doc.moveDown(0.5);
    render(row);
  });
}

/** One line of text in the body font. */
export const pdfLine = (doc: PdfDoc, line: string) => doc.font('Helvetica').text(line);

/**
 * A US Letter document titled `title` (the PDF's own title is `infoTitle`), its body drawn by
 * `draw`; answers the finished file's bytes.
 */
export async function dataPdf(
  infoTitle: string,
  title: string,
  draw: (doc: PdfDoc) => void,
): Promise<Buffer> {
  // Loaded when someone asks for a PDF, not at start-up (~130 ms, ADR 0044).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: infoTitle } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.font('Helvetica').fontSize(10);
  draw(doc);
  doc.end();
  return done;
}
