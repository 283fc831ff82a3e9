// The same export as a document a parent can read and keep (SPEC §2's "portability (PDF)"),
// made with PDFKit from the JSON export: one section per part, one line per record.
import type {} from 'pdfkit';
import type { AccountData } from '../../../shared/api/account-data';
import { PRODUCT_NAME } from '../../../shared/constants';

type Row = Record<string, unknown>;

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(text).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const label = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The record's own fields as "Label: value" lines; nested objects as one line of JSON. */
function fields(doc: PDFKit.PDFDocument, row: Row, skip: readonly string[] = []) {
  for (const [key, value] of Object.entries(row)) {
    if (skip.includes(key)) continue;
    doc.font('Helvetica-Bold').text(`${label(key)}: `, { continued: true });
    doc.font('Helvetica').text(text(value));
  }
}

function section(doc: PDFKit.PDFDocument, title: string, rows: Row[], render: (row: Row) => void) {
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

const bookingLine = (b: Row) => {
  const attributes = (b.attributes ?? {}) as Row;
  const service = (attributes.provided_service ?? {}) as Row;
  const athlete = (attributes.athlete ?? {}) as Row;
  return [
    `Booking ${text(b.id)}: ${text(service.name)}`,
    `with ${text(athlete.first_name)} ${text(athlete.last_name)}`,
    `on ${text(attributes.training_start_date_time)}`,
    `(${text(attributes.status)}, $${text(attributes.amount)})`,
  ].join(' ');
};

export async function accountDataPdf(data: AccountData): Promise<Buffer> {
  // Loaded when a parent asks for the PDF, not at start-up (~130 ms, ADR 0044).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `${PRODUCT_NAME} account data` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const account = data.account;
  const holder = [account.parent_first_name, account.parent_last_name].filter(Boolean).join(' ');
  doc.font('Helvetica-Bold').fontSize(18).text(`${PRODUCT_NAME}: your account's data`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      `Account of ${holder || text(data.players[0]?.first_name)} (${text(account.email)}), exported ${data.exported_at}.`,
    )
    .text('The same data, complete and machine-readable, is in the JSON download.');
  section(doc, 'Account holder', [account], (row) => fields(doc, row));
  section(doc, 'Players', data.players, (row) => fields(doc, row));
  section(doc, 'Bookings', data.bookings, (row) => doc.font('Helvetica').text(bookingLine(row)));
  section(doc, 'Payments', data.payments, (row) => fields(doc, row));
  section(doc, 'Saved cards', data.cards, (row) => fields(doc, (row.attributes ?? row) as Row));
  section(doc, 'Reviews and private feedback', data.reviews, (row) => fields(doc, row));
  section(doc, 'Notification subscriptions', data.subscriptions, (row) => fields(doc, row));
  section(doc, 'Waitlist places', data.waitlist, (row) => fields(doc, row));
  section(doc, 'What you agreed to', data.consents, (row) => fields(doc, row));
  section(doc, 'Emails we sent you', data.emails, (row) =>
    doc.font('Helvetica').text(`${text(row.created_at)}: ${text(row.subject)}`),
  );
  doc.end();
  return done;
}
