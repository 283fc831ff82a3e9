import { Button, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../../shared/constants';
import { LegalPage } from './legal-page';
import { AMBASSADOR_APPLY_URL } from './program-config';

function ApplyButton() {
  return (
    <Group>
      <Button
        component="a"
        href={AMBASSADOR_APPLY_URL}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        rightSection={<IconExternalLink size={18} aria-hidden />}
      >
        Apply
      </Button>
    </Group>
  );
}

/** /program (SPEC §2): the campus ambassador program. */
export function ProgramPage() {
  return (
    <LegalPage
      title="Campus Ambassador Program"
      footer={<ApplyButton />}
      intro={
        <p style={{ margin: 0 }}>
          Join the 2021-22 {PRODUCT_NAME} campus ambassador team, for the full school year or for one
          semester.
        </p>
      }
    >
      <h2>What ambassadors do</h2>
      <ul>
        <li>Market {PRODUCT_NAME} on campus, at team meetings and athletic events.</li>
        <li>Educate fellow athletes on how they can earn income by training young players.</li>
        <li>Give us feedback from athletes and coaches so the product keeps getting better.</li>
        <li>Share {PRODUCT_NAME} stories on social media.</li>
      </ul>

      <h2>Who we are looking for</h2>
      <ul>
        <li>Full-time students in good standing.</li>
        <li>Members of an intercollegiate athletic team.</li>
        <li>A focus on sales, marketing, business or communications.</li>
      </ul>

      <h2>What you get</h2>
      <ul>
        <li>A letter of recommendation at the end of your term.</li>
        <li>College credits, where your school offers them (this varies by school).</li>
      </ul>
    </LegalPage>
  );
}
