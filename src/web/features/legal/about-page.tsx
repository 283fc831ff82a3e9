import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { LegalPage } from './legal-page';

/** /aboutus (SPEC §2); also where the not-found page's Go Home leads. */
export function AboutPage() {
  return (
    <LegalPage
      title={`About ${PRODUCT_NAME}`}
      footer={
        <Group>
          <Button component={Link} to="/" size="md">
            Get started
          </Button>
        </Group>
      }
    >
      <p>
        {PRODUCT_NAME} is a scheduling and booking marketplace for youth sports training. Players and their
        parents find college athletes, coaches and trainers near them, browse their public trainings and book
        individual, group or virtual sessions.
      </p>
      <h2>For players and parents</h2>
      <p>
        Train with athletes who have been where you want to go: speed and quickness, weight training,
        positional mechanics and academics. Book single sessions or packages, pay by card and keep every
        booking in one place.
      </p>
      <h2>For trainers</h2>
      <p>
        College student-athletes earn income from their trainings and keep 100% of their training price. A
        separate trainer site lets them publish openings and manage bookings.
      </p>
      <h2>Campus ambassadors</h2>
      <p>
        Athletes can represent {PRODUCT_NAME} at their school through our{' '}
        <Link to="/program">campus ambassador program</Link>.
      </p>
    </LegalPage>
  );
}
