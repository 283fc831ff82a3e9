import { Anchor, Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuthToken } from '../lib/session-storage';

const TermsPage = lazy(() =>
  import('../features/legal/terms-page').then((module) => ({ default: module.TermsPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((module) => ({ default: module.PrivacyPage })),
);

type Document = 'terms' | 'privacy';

/**
 * The document read where it is agreed to: signed in, /terms-of-services and /privacy-policy are
 * pages for the signed-out only (SPEC §1 sends a signed-in user to /bookings), so a parent adding a
 * player reads them in a dialog instead of a tab that would open their bookings.
 */
function DocumentDialog({ document: shown, onClose }: { document: Document | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  // The page sets the tab's title as a page would: it is put back when the dialog closes.
  useEffect(() => {
    if (shown === null) return;
    const title = window.document.title;
    return () => {
      window.document.title = title;
    };
  }, [shown]);
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone === true}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={shown === 'privacy' ? 'Privacy Policy' : 'Terms of Service'}
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        }
      >
        {shown === 'terms' && <TermsPage />}
        {shown === 'privacy' && <PrivacyPage />}
      </Suspense>
    </Modal>
  );
}

/** "our Terms of Service and acknowledge that you have read our Privacy Policy", linked: the end of every agreement a parent ticks. */
export function TermsLinks() {
  const signedIn = useAuthToken() !== null;
  const [shown, setShown] = useState<Document | null>(null);
  const link = (document: Document, to: string, label: string) =>
    signedIn ? (
      <Anchor component="button" type="button" inherit onClick={() => setShown(document)}>
        {label}
      </Anchor>
    ) : (
      <Anchor component={Link} to={to} target="_blank" inherit>
        {label}
      </Anchor>
    );
  return (
    <>
      our {link('terms', '/terms-of-services', 'Terms of Service')} and acknowledge that you have read our{' '}
      {link('privacy', '/privacy-policy', 'Privacy Policy')}
      {signedIn && <DocumentDialog document={shown} onClose={() => setShown(null)} />}
    </>
  );
}
