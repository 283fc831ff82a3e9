import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** "our Terms of Service and acknowledge that you have read our Privacy Policy", linked: the end of every agreement a parent ticks. */
export function TermsLinks() {
  return (
    <>
      our{' '}
      <Anchor component={Link} to="/terms-of-services" target="_blank" inherit>
        Terms of Service
      </Anchor>{' '}
      and acknowledge that you have read our{' '}
      <Anchor component={Link} to="/privacy-policy" target="_blank" inherit>
        Privacy Policy
      </Anchor>
    </>
  );
}
