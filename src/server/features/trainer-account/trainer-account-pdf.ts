// The trainer's copy as a document to read and keep (ADR 0055), laid out like the family's
// (lib/data-pdf): one section per part, one line per booking, opening, payout and review.
import type { TrainerAccountData } from '../../../shared/api/trainer-account-data';
import { PRODUCT_NAME } from '../../../shared/constants';
import { openingSeatsText } from '../../../shared/domain/availability';
import { dataPdf, type PdfRow, pdfFields, pdfLine, pdfSection, pdfText as text } from '../../lib/data-pdf';

type Data = TrainerAccountData;
const money = (dollars: number) => `$${dollars.toFixed(2)}`;
const named = (p: { first_name: string; last_name: string | null }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ');

const bookingLine = (b: Data['bookings'][number]) =>
  [
    `Booking ${b.id}: ${text(b.provided_service?.name)} with ${named(b.player)}`,
    b.family ? `(family: ${text(b.family.parent_name)}, ${b.family.email})` : null,
    `on ${b.training_start_date_time}`,
    `(${b.status}, ${money(b.price)})`,
  ]
    .filter(Boolean)
    .join(' ');

const openingLine = (o: Data['openings']['ahead'][number]) =>
  `Opening ${o.id}: ${o.booking_date} ${o.local_from_time}–${o.local_to_time} (${o.time_zone}), ` +
  `${openingSeatsText(o)}: ${text(o.provided_services.map((s) => s.name))}`;

const payoutLine = (p: Data['payouts'][number]) =>
  `Booking ${p.id}: ${text(p.provided_service?.name)} with ${named(p.player)} on ` +
  `${p.training_start_date_time}: earned ${money(p.earned)} (${p.transferred ? 'transferred' : p.payment_status})`;

const reviewLine = (r: Data['reviews'][number]) =>
  `${r.kind === 'public' ? 'Review' : 'Private feedback'} from ${named(r.player)} on ` +
  `${text(r.training_name)} (booking ${r.booking_id}), ${r.created_at}: "${r.comment}"`;

export async function trainerDataPdf(data: Data): Promise<Buffer> {
  const { profile } = data;
  return dataPdf(`${PRODUCT_NAME} trainer data`, `${PRODUCT_NAME}: your trainer account's data`, (doc) => {
    doc
      .text(
        `Trainer account of ${profile.first_name} ${profile.last_name} (${profile.email}), exported ${data.exported_at}.`,
      )
      .text('The same data, complete and machine-readable, is in the JSON download.');
    const fields = (row: PdfRow) => pdfFields(doc, row);
    const line =
      <T>(format: (row: T) => string) =>
      (row: PdfRow) =>
        pdfLine(doc, format(row as T));
    pdfSection(doc, 'Profile', [profile], fields);
    pdfSection(doc, 'Notification settings', [data.notification_settings], fields);
    pdfSection(doc, 'Trainings', data.trainings, fields);
    pdfSection(doc, 'Openings ahead', data.openings.ahead, line(openingLine));
    pdfSection(doc, 'Past openings', data.openings.past, line(openingLine));
    pdfSection(doc, 'Bookings', data.bookings, line(bookingLine));
    pdfSection(doc, 'Payouts', data.payouts, line(payoutLine));
    pdfSection(doc, 'Reviews and private feedback', data.reviews, line(reviewLine));
    pdfSection(doc, 'Calendar feeds', data.calendar_feeds, fields);
    pdfSection(doc, 'Emails we sent you', data.emails, (row) =>
      pdfLine(doc, `${text(row.created_at)}: ${text(row.subject)}`),
    );
  });
}
