import { Link } from 'react-router';
import {
  MIN_REGISTER_AGE,
  PROCESSING_FEE_PERCENT,
  PRODUCT_NAME,
  SUPPORT_EMAIL,
} from '../../../shared/constants';
import { LegalPage } from './legal-page';

/** /terms-of-services (SPEC §2, §9): our own wording of the outline the spec gives. */
export function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions" updated="May 10, 2021">
      <p>
        These terms govern your use of {PRODUCT_NAME}, the website and services that let players and their
        parents or guardians book training sessions with college athletes, coaches and trainers. By creating
        an account or booking a training you agree to them.
      </p>

      <h2>1. Who may use {PRODUCT_NAME}</h2>
      <p>
        You must be at least {MIN_REGISTER_AGE} years old to register. A player under 18 must be registered by
        a parent or legal guardian, who is the account holder and is responsible for every booking made with
        the account.
      </p>

      <h2>2. Trainers are independent</h2>
      <p>
        Trainers offer their own sessions and set their own prices, times and locations. {PRODUCT_NAME}{' '}
        provides the scheduling and payment tools; it does not employ the trainers and does not supervise the
        sessions.
      </p>

      <h2>3. Bookings, fees and payments</h2>
      <ul>
        <li>The price of a training is shown before you book, with every fee listed separately.</li>
        <li>
          A processing fee of {PROCESSING_FEE_PERCENT}% applies to each training to cover card payment
          processing.
        </li>
        <li>
          Payments are non-refundable. A trainer who cannot hold a session may offer another time; a booking
          the trainer never accepts is not charged.
        </li>
        <li>You authorize us to charge the card you choose for each booking you confirm.</li>
      </ul>

      <h2>4. Liability waiver</h2>
      <p>Before the first booking, the account holder accepts the following for the player:</p>
      <ul>
        <li>
          <strong>Risk.</strong> Athletic training carries a risk of injury, which the participant accepts.
        </li>
        <li>
          <strong>Release.</strong> You release {PRODUCT_NAME} and its trainers from claims arising from a
          session, except for gross negligence or wilful misconduct.
        </li>
        <li>
          <strong>Indemnity.</strong> You will cover claims by others that arise from the participant's
          conduct during a session.
        </li>
        <li>
          <strong>Medical consent.</strong> If a parent cannot be reached, the trainer may seek emergency
          medical care for the participant.
        </li>
        <li>
          <strong>Media use.</strong> Photos and videos from sessions may promote the trainings unless you ask
          us in writing not to use them.
        </li>
      </ul>

      <h2>5. Your account</h2>
      <p>
        Keep your password private and your details accurate. We may suspend an account that is used to harass
        trainers, to book without paying, or in breach of these terms.
      </p>

      <h2>6. Privacy</h2>
      <p>
        How we handle personal information is explained in our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>

      <h2>7. Claims and governing law</h2>
      <p>
        These terms are governed by the laws of the Commonwealth of Kentucky. Any claim relating to{' '}
        {PRODUCT_NAME} must be brought within 1 year after it arose, or it is permanently barred.
      </p>

      <h2>8. Changes and contact</h2>
      <p>
        We may update these terms; the date above shows the latest version. Questions:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </LegalPage>
  );
}
