import { Alert, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SOCIAL_BASE_URLS } from '../../../shared/domain/social';
import { SIGN_UP_MESSAGES, type SignUpValues } from './sign-up-values';
import { StepSection } from './step-section';
import { CHILD_FIELDS_NOTE, useIsChild } from './use-is-child';

interface SocialStepProps {
  form: UseFormReturnType<SignUpValues>;
  /** The sign-up wizard's step has a Skip button; the profile's Social Info section does not. */
  skippable?: boolean;
}

const NETWORKS = [
  { field: 'instagram', label: 'Instagram' },
  { field: 'twitter', label: 'Twitter' },
  { field: 'facebook', label: 'Facebook' },
  { field: 'tiktok', label: 'TikTok' },
] as const;

function prefixOf(url: string): string {
  return url.replace(/^https:\/\//, '');
}

/** Step 4, Social Info (SPEC §5): optional; Skip creates the account without it. Also /profile's section. */
export function SocialStep({ form, skippable = false }: SocialStepProps) {
  const hasSocialError = NETWORKS.some(({ field }) => form.errors[field] !== undefined);
  const child = useIsChild(form);
  if (child) {
    return (
      <StepSection title="Social Info" intro={skippable ? 'You can skip this step.' : undefined}>
        <Text size="sm" c="dimmed">
          {CHILD_FIELDS_NOTE}
        </Text>
      </StepSection>
    );
  }
  return (
    <StepSection
      title="Social Info"
      intro={
        <>Usernames only: letters, digits, dots and underscores.{skippable && ' You can skip this step.'}</>
      }
    >
      {hasSocialError && (
        <Alert color="red" variant="light" role="alert">
          {SIGN_UP_MESSAGES.enterSocialUsername}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {NETWORKS.map(({ field, label }) => (
          <TextInput
            key={form.key(field)}
            label={label}
            description={prefixOf(SOCIAL_BASE_URLS[field])}
            placeholder="username"
            autoCapitalize="none"
            autoComplete="off"
            size="md"
            maxLength={200}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      <TextInput
        label="Website"
        placeholder="example.com"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        size="md"
        maxLength={2048}
        key={form.key('website')}
        {...form.getInputProps('website')}
      />
    </StepSection>
  );
}
