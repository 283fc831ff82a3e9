import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ClientAttributes } from '../../../shared/api/clients';
import { SignInForm } from './sign-in-form';

// The four-step wizard is heavier than the sign-in form: it loads only when asked for.
const SignUpWizard = lazy(() =>
  import('../signup/sign-up-wizard').then((module) => ({ default: module.SignUpWizard })),
);

export type AuthPopupView = 'login' | 'signup';

export interface AuthPopupProps {
  opened: boolean;
  onClose: () => void;
  /** Runs after a sign-in or a sign-up (e.g. the checkout continues the booking). */
  onSuccess: (client: ClientAttributes) => void;
  initialView?: AuthPopupView;
}

/** SPEC §2 auth popup: a modal toggling between sign-in and sign-up, for the guest booking path. */
export function AuthPopup({ opened, onClose, onSuccess, initialView = 'login' }: AuthPopupProps) {
  const [view, setView] = useState<AuthPopupView>(initialView);
  const phone = useMediaQuery('(max-width: 36em)');

  useEffect(() => {
    if (opened) setView(initialView);
  }, [opened, initialView]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={view === 'signup' ? 760 : 'md'}
      fullScreen={phone === true}
      title={view === 'signup' ? 'Create an account' : 'Sign in'}
    >
      {view === 'login' ? (
        <SignInForm embedded onSuccess={onSuccess} onSignUp={() => setView('signup')} />
      ) : (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading sign-up form" />
            </Center>
          }
        >
          <SignUpWizard onSuccess={onSuccess} onSignIn={() => setView('login')} />
        </Suspense>
      )}
    </Modal>
  );
}
