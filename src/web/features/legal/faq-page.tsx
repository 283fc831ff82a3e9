import { Accordion } from '@mantine/core';
import { Link } from 'react-router';
import { PROCESSING_FEE_PERCENT, PRODUCT_NAME, SUPPORT_EMAIL } from '../../../shared/constants';
import { LegalPage } from './legal-page';

const QUESTIONS = [
  {
    q: `Who are the trainers on ${PRODUCT_NAME}?`,
    a: 'College student-athletes, coaches and trainers. Each has a public page with their school, sport and the trainings they offer.',
  },
  {
    q: 'Who should create the account?',
    a: 'A parent or guardian creates the account for the player. The parent is the account holder and the player’s details go in the player step.',
  },
  {
    q: 'What kinds of trainings can I book?',
    a: 'Individual, group and virtual sessions, single sessions or packages. Virtual sessions take place online by Zoom or Google video call.',
  },
  {
    q: 'What does a training cost?',
    a: `The trainer sets the price. At checkout you see the training cost, a service fee and a ${PROCESSING_FEE_PERCENT}% payment processing fee before you book.`,
  },
  {
    q: 'Can I get a refund?',
    a: 'Payments are non-refundable. If plans change, contact your trainer about another time; a booking the trainer never accepts is not charged.',
  },
  {
    q: 'A training is sold out. What now?',
    a: 'Choose Get Notified on the training and we email you when the trainer adds openings.',
  },
];

/** /faqs (SPEC §2). */
export function FaqPage() {
  return (
    <LegalPage title="Frequently Asked Questions">
      <Accordion variant="separated" radius="md" multiple>
        {QUESTIONS.map(({ q, a }) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.Control>{q}</Accordion.Control>
            <Accordion.Panel>{a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <p>
        Still have a question? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or read our{' '}
        <Link to="/terms-of-services">Terms and Conditions</Link>.
      </p>
    </LegalPage>
  );
}
