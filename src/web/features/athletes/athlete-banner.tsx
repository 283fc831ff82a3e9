import { Avatar, Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { AthleteListAttributes } from '../../../shared/api/athletes';
import { cutDescription, passingYearShort } from '../../../shared/domain/display';
import { SocialLinks } from '../../components/social-links';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

/** SPEC §2 trainer banner, coloured by the trainer's college. */
export function AthleteBanner({ athlete }: { athlete: AthleteListAttributes }) {
  const name = `${athlete.first_name} ${athlete.last_name}`;
  const color = athlete.college_color_code ?? 'var(--mantine-color-brand-7)';
  const cityState = [athlete.city, athlete.state].filter(Boolean).join(', ');
  return (
    <Box component="section" aria-label="Trainer" style={{ borderTop: `6px solid ${color}` }} bg="gray.0">
      <Container size="lg" py="xl">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Avatar src={athlete.profile_image} alt={name} name={name} size={128} radius={128} color="brand" />
          <Stack gap={6} style={{ flex: '1 1 280px', minWidth: 0 }}>
            <Title order={1} size="h2">
              {name}
            </Title>
            <Group gap="xs">
              {athlete.college && (
                <Badge color="dark" variant="filled" style={{ backgroundColor: color }}>
                  {athlete.college}
                </Badge>
              )}
              {athlete.passing_year != null && (
                <Badge variant="light">{passingYearShort(athlete.passing_year)}</Badge>
              )}
              {athlete.jersey_number && <Badge variant="light">#{athlete.jersey_number}</Badge>}
              {athlete.position.map((position) => (
                <Badge key={position} variant="outline">
                  {position}
                </Badge>
              ))}
            </Group>
            {athlete.profile_description && (
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {cutDescription(athlete.profile_description)}
              </Text>
            )}
            <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
              <Fact label="Sport" value={athlete.sport} />
              <Fact label="High school" value={athlete.high_school} />
              <Fact label="Lives in" value={cityState} />
              <Fact label="Hometown" value={athlete.hometown} />
            </Group>
            <SocialLinks values={athlete} />
          </Stack>
        </Group>
      </Container>
    </Box>
  );
}
