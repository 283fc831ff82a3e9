import { Anchor, Avatar, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CollegeAttributes } from '../../../shared/api/schools';
import { SocialLinks } from '../../components/social-links';

/** School header in the school's colour (SPEC §2). */
export function SchoolBanner({
  school,
  showScheduleLink = true,
}: {
  school: CollegeAttributes;
  showScheduleLink?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-label="School"
      style={{ backgroundColor: school.color_code }}
      c="white"
      data-testid="school-banner"
    >
      <Container size="lg" py="xl">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={school.logo_url} alt={`${school.name} logo`} size={88} radius="md" bg="white" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h2" c="white" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={`/schools/${school.slug}`} c="white" inherit underline="never">
                {school.name}
              </Anchor>
            </Title>
            <Text size="sm" c="white" opacity={0.9}>
              {school.nickname} · {school.city}, {school.state}
            </Text>
            <Group gap="sm">
              <SocialLinks
                color="gray.0"
                values={{
                  facebook: school.facebook_url,
                  twitter: school.twitter_url,
                  instagram: school.instagram_url,
                  website: school.website_url,
                }}
              />
              {showScheduleLink && (
                <Button component={Link} to={`/schools/${school.slug}/schedule`} variant="white" size="xs">
                  View full schedule
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Container>
    </Box>
  );
}
