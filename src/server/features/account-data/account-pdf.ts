// The same export as a document a parent can read and keep (SPEC §2's "portability (PDF)"),
// made with PDFKit from the JSON export: one section per part, one line per record.
import type { AccountData } from '../../../shared/api/account-data';
import { PRODUCT_NAME } from '../../../shared/constants';
import { dataPdf, type PdfRow, pdfFields, pdfLine, pdfSection, pdfText as text } from '../../lib/data-pdf';

const bookingLine = (b: PdfRow) => {
  const attributes = (b.attributes ?? {}) as PdfRow;
  const service = (attributes.provided_service ?? {}) as PdfRow;
  const athlete = (attributes.athlete ?? {}) as PdfRow;
  return [
    `Booking ${text(b.id)}: ${text(service.name)}`,
    `with ${text(athlete.first_name)} ${text(athlete.last_name)}`,
    `on ${text(attributes.training_start_date_time)}`,
    `(${text(attributes.status)}, $${text(attributes.amount)})`,
  ].join(' ');
};

export async function accountDataPdf(data: AccountData): Promise<Buffer> {
  const account = data.account;
  const holder = [account.parent_first_name, account.parent_last_name].filter(Boolean).join(' ');
  return dataPdf(`${PRODUCT_NAME} account data`, `${PRODUCT_NAME}: your account's data`, (doc) => {
    doc
      .text(
        `Account of ${holder || text(data.players[0]?.first_name)} (${text(account.email)}), exported ${data.exported_at}.`,
      )
      .text('The same data, complete and machine-readable, is in the JSON download.');
    const fields = (row: PdfRow) => pdfFields(doc, row);
    pdfSection(doc, 'Account holder', [account], fields);
    pdfSection(doc, 'Players', data.players, fields);
    pdfSection(doc, 'Bookings', data.bookings, (row) => pdfLine(doc, bookingLine(row)));
    pdfSection(doc, 'Payments', data.payments, fields);
    pdfSection(doc, 'Saved cards', data.cards, (row) => pdfFields(doc, (row.attributes ?? row) as PdfRow));
    pdfSection(doc, 'Reviews and private feedback', data.reviews, fields);
    pdfSection(doc, 'Notification subscriptions', data.subscriptions, fields);
    pdfSection(doc, 'Waitlist places', data.waitlist, fields);
    pdfSection(doc, 'What you agreed to', data.consents, fields);
    pdfSection(doc, 'Emails we sent you', data.emails, (row) =>
      pdfLine(doc, `${text(row.created_at)}: ${text(row.subject)}`),
    );
  });
}
