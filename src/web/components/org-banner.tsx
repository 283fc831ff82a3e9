import { Avatar, Box, Container, Group, type MantineSpacing, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SocialLinks } from './social-links';

/** A group or a school: a name, a colour, a logo and links kept in `*_url` fields. */
export interface Organisation {
  name: string;
  color_code: string;
  logo_url: string | null;
  facebook_url: string | null;
  twitter_url: string | null;
  instagram_url: string | null;
  website_url: string | null;
}

/** The organisation's social links, light on its colour. */
export function OrgSocialLinks({ org }: { org: Organisation }) {
  return (
    <SocialLinks
      onColour
      values={{
        facebook: org.facebook_url,
        twitter: org.twitter_url,
        instagram: org.instagram_url,
        website: org.website_url,
      }}
    />
  );
}

interface OrgBannerProps {
  org: Organisation;
  /** The section's name for assistive technology ('Group', 'School'). */
  label: string;
  /** The heading's content: the name unless said (e.g. a link to the organisation's page). */
  title?: ReactNode;
  gap: MantineSpacing | number;
  testId?: string;
  /** Below the name. */
  children: ReactNode;
}

/** The header of a group's or a school's page, in its colour with its logo (SPEC §2). */
export function OrgBanner({ org, label, title = org.name, gap, testId, children }: OrgBannerProps) {
  return (
    <Box
      component="section"
      aria-label={label}
      style={{ backgroundColor: org.color_code }}
      c="white"
      data-testid={testId}
    >
      <Container size="lg" py="xl">
        <Group gap="lg" wrap="nowrap">
          <Avatar src={org.logo_url} alt={`${org.name} logo`} size={88} radius="md" bg="white" />
          <Stack gap={gap} style={{ minWidth: 0 }}>
            <Title order={1} size="h2" c="white" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {children}
          </Stack>
        </Group>
      </Container>
    </Box>
  );
}
