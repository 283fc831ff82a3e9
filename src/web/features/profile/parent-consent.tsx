import { Checkbox } from '@mantine/core';
import { TermsLinks } from '../../components/terms-links';

// The parent's agreement for a child under 13 added to the account (ADR 0041): sign-up's
// statement in the words of adding a player (ADD_CHILD_AGREEMENT), required before Add player.

export const PARENT_CONSENT_NEEDED = 'Please agree as their parent or guardian to add a player under 13';

export function ParentConsent({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  return (
    <Checkbox
      mt="lg"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      required
      label={
        <>
          By adding this player, you agree as their parent or guardian to <TermsLinks />
        </>
      }
    />
  );
}
