import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../shared/constants';
import { PRIVACY_PHONE } from './legal-contact';
import { LegalPage, LegalTable } from './legal-page';

const CATEGORIES = [
  [
    'Identifiers (name, email, phone)',
    'You',
    'Account, bookings, support',
    'Trainers you book; email provider',
  ],
  [
    'Player profile (age, school, sport)',
    'You',
    'Matching trainings to grade and gender',
    'Trainers you book',
  ],
  ['Commercial information (bookings, payments)', 'You; trainers', 'Bookings, billing', 'Payment processor'],
  ['Internet activity', 'Your browser', 'Security, fixing errors', 'Hosting and error-reporting providers'],
  ['Approximate location (city, ZIP)', 'You', 'Finding trainers near you', 'Not shared'],
];

/** /california-residents-notice (SPEC §2, §9). */
export function CaliforniaNoticePage() {
  return (
    <LegalPage title="Notice to California Residents" updated="May 10, 2021">
      <p>
        This notice adds to our Privacy Policy for residents of California, as the California Consumer Privacy
        Act requires. In the last 12 months {PRODUCT_NAME} collected and used personal information as follows.
        We do not sell personal information.
      </p>
      <LegalTable
        caption="Personal information we collect"
        head={['Category', 'Sources', 'Purposes', 'Recipients']}
        rows={CATEGORIES}
      />

      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>Access.</strong> Learn what we collected about you, where from, why, and with whom we shared
          it.
        </li>
        <li>
          <strong>Portability.</strong> Receive a copy of your information as a PDF.
        </li>
        <li>
          <strong>Deletion.</strong> Have your information deleted, except what we must keep by law.
        </li>
        <li>
          <strong>Non-discrimination.</strong> Using these rights never changes your prices or service.
        </li>
      </ul>

      <h2>How to make a request</h2>
      <p>
        Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call {PRIVACY_PHONE}.
      </p>
      <ul>
        <li>You may make at most two requests in any 12-month period.</li>
        <li>We answer within 45 days.</li>
        <li>Requests are free unless they are clearly unfounded or excessive.</li>
        <li>
          We verify your identity by matching at least two pieces of information you give with what we hold.
        </li>
        <li>
          An authorized agent may make a request for you; the agent must be registered with the California
          Secretary of State and show your written permission.
        </li>
      </ul>
    </LegalPage>
  );
}
