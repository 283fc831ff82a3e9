import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CollegeAttributes } from '../../../shared/api/schools';
import { OrgBanner, OrgSocialLinks } from '../../components/org-banner';

/** School header in the school's colour (SPEC §2). */
export function SchoolBanner({
  school,
  showScheduleLink = true,
}: {
  school: CollegeAttributes;
  showScheduleLink?: boolean;
}) {
  return (
    <OrgBanner
      org={school}
      label="School"
      gap={4}
      testId="school-banner"
      title={
        <Anchor component={Link} to={`/schools/${school.slug}`} c="white" inherit underline="never">
          {school.name}
        </Anchor>
      }
    >
      <Text size="sm" c="white" opacity={0.9}>
        {school.nickname} · {school.city}, {school.state}
      </Text>
      <Group gap="sm">
        <OrgSocialLinks org={school} />
        {showScheduleLink && (
          <Button component={Link} to={`/schools/${school.slug}/schedule`} variant="white" size="xs">
            View full schedule
          </Button>
        )}
      </Group>
    </OrgBanner>
  );
}
