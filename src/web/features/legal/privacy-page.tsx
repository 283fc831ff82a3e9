import { Link } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../shared/constants';
import { PRIVACY_PHONE } from './legal-contact';
import { LegalPage, LegalTable } from './legal-page';

const LEGAL_BASES = [
  ['Creating and running your account', 'Contract', 'Name, email, phone, password, player details'],
  ['Booking and paying for trainings', 'Contract', 'Bookings, card brand and last four digits, amounts'],
  ['Emails about bookings and openings', 'Legitimate interests; consent where required', 'Email, bookings'],
  ['Keeping the service safe', 'Legitimate interests; legal obligation', 'Sign-in records, device data'],
  ['Answering legal requests', 'Legal obligation', 'Whatever the request lawfully covers'],
];

const CANADA_CATEGORIES = [
  ['Identifiers', 'Name, email, phone number, account id'],
  ['Player profile', 'Date of birth, graduation year, sport, positions, schools, social handles'],
  ['Commercial information', 'Bookings, payments, saved cards (brand and last four digits only)'],
  ['Location', 'City, state and ZIP you enter; no precise device location'],
  ['Internet activity', 'Pages visited, sign-in times, browser type'],
];

/** /privacy-policy (SPEC §2): our own wording of the outline the spec gives. */
export function PrivacyPage() {
  const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
  return (
    <LegalPage title="Privacy Policy" updated="May 10, 2021">
      <p>
        This policy explains what {PRODUCT_NAME} collects when players, parents and guardians use the service,
        why, and the choices you have. California residents should also read our{' '}
        <Link to="/california-residents-notice">Notice to California Residents</Link>.
      </p>

      <h2>Information we collect and why</h2>
      <p>
        We collect what you give us at sign-up and when booking, what trainers record about sessions, and
        basic technical data from your browser. We use it on the following legal bases:
      </p>
      <LegalTable
        caption="Purposes and legal bases"
        head={['Purpose', 'Legal basis', 'Information used']}
        rows={LEGAL_BASES}
      />

      <h2>Residents of Canada</h2>
      <p>We collect these categories of personal information:</p>
      <LegalTable
        caption="Categories of personal information"
        head={['Category', 'Examples']}
        rows={CANADA_CATEGORIES}
      />

      <h2>Choices and consent</h2>
      <p>
        You can change your profile at any time, turn off notification emails from the link in each email, and
        withdraw a consent you gave without affecting earlier use.
      </p>

      <h2>Closing your account</h2>
      <p>
        Ask us to close or delete your account at {mail}. We delete or anonymize your information unless we
        must keep part of it, for example payment records the law requires.
      </p>

      <h2>Transfer to the United States</h2>
      <p>
        {PRODUCT_NAME} is operated from the United States. If you use it from elsewhere, your information is
        transferred to and stored in the United States.
      </p>

      <h2>Disclosure to law enforcement</h2>
      <p>
        We disclose information to public authorities only when the law requires it, or to protect the safety
        of a player or others.
      </p>

      <h2>Access and correction</h2>
      <p>You may ask for a copy of your information or for its correction by writing to {mail}.</p>

      <h2>Retention</h2>
      <p>
        We keep information while your account is open and afterwards only as long as needed for legal, tax
        and dispute purposes.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are stored only as salted hashes, card numbers never reach our servers, and access to
        personal information is limited to staff who need it. No system is perfectly secure.
      </p>

      <h2>Children under 13</h2>
      <p>
        Accounts are held by parents or guardians. We do not knowingly collect information directly from
        children under 13; if you believe a child gave us information, contact us and we will delete it.
      </p>

      <h2>Nevada and California residents</h2>
      <p>
        We do not sell personal information. You may still send an opt-out request by e-mail to {mail} or by
        phone at {PRIVACY_PHONE}.
      </p>

      <h2>Changes to this policy</h2>
      <p>We will post any change here and update the date above; important changes are also emailed.</p>
    </LegalPage>
  );
}
