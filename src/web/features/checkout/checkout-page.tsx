import { Alert, Anchor, Button, Checkbox, Container, Grid, Stack, Textarea, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import type { CheckoutRouteState } from '../../../shared/domain/checkout-state';
import { guessTimeZone } from '../../../shared/domain/display';
import { useAuthToken } from '../../lib/session-storage';
import { useSessionUser } from '../auth/api';
import { AuthPopup, type AuthPopupView } from '../auth/auth-popup';
import { SignInForm } from '../auth/sign-in-form';
import { AddCardModal } from '../cards/add-card-modal';
import { useCards } from '../cards/api';
import { TermsModal } from '../legal/terms-modal';
import { parseCheckoutState, rememberServiceLocation, storedServiceLocation } from './checkout-storage';
import { totalCents } from './cost-lines';
import { GradeWarning } from './grade-warning';
import { GuestForm } from './guest-form';
import { PaymentMethod } from './payment-method';
import { PlayerReview } from './player-review';
import { TrainingSummary } from './training-summary';
import { useSubmitBooking } from './use-submit-booking';

function Checkout({ state }: { state: CheckoutRouteState }) {
  const navigate = useNavigate();
  const token = useAuthToken();
  const user = useSessionUser();
  const cards = useCards();
  const paid = totalCents(state.providedService) > 0;
  const [cardId, setCardId] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [waiverOpen, setWaiverOpen] = useState(false);
  const [addingCard, setAddingCard] = useState(false);
  const [authView, setAuthView] = useState<AuthPopupView | null>(null);
  const booking = useSubmitBooking(state);
  const timeZone = guessTimeZone();

  const cardList = cards.data ?? [];
  // The default card is first (SPEC §3) and is used unless another is picked.
  const selected = cardList.find((c) => c.id === cardId) ?? cardList[0] ?? null;
  const needsCard = token !== null && paid && selected === null;
  const backToTrainer = () => void navigate(`/${state.athleteSlug}`);
  const payWith = paid ? (selected?.id ?? null) : null;
  const failure = booking.failureWith(payWith);

  function bookNow() {
    if (!token || !user) {
      setAuthView('login');
      return;
    }
    if (needsCard) {
      setAddingCard(true);
      return;
    }
    booking.submit(notes, payWith, user.guest_user);
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Checkout
        </Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TrainingSummary state={state} timeZone={timeZone} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              {token && user ? (
                <>
                  <PlayerReview user={user} />
                  {paid && (
                    <PaymentMethod
                      cards={cardList}
                      selected={selected}
                      onSelect={(card) => setCardId(card.id)}
                      onAdd={() => setAddingCard(true)}
                    />
                  )}
                </>
              ) : (
                <>
                  <SignInForm embedded onSuccess={() => undefined} onSignUp={() => setAuthView('signup')} />
                  <GuestForm />
                </>
              )}
              <Textarea
                label="Notes"
                placeholder="Add details for trainer"
                autosize
                minRows={3}
                maxLength={2000}
                value={notes}
                onChange={(event) => setNotes(event.currentTarget.value)}
              />
              <Checkbox
                checked={confirmed}
                onChange={(event) => setConfirmed(event.currentTarget.checked)}
                label={
                  <>
                    I confirm the training details and accept the{' '}
                    <Anchor component="button" type="button" size="sm" onClick={() => setWaiverOpen(true)}>
                      liability waiver
                    </Anchor>
                  </>
                }
              />
              {booking.genderMessage && (
                <Alert color="red" role="alert" title={booking.genderMessage}>
                  <Button variant="light" color="red" size="xs" onClick={backToTrainer}>
                    Back
                  </Button>
                </Alert>
              )}
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Button
                size="md"
                onClick={bookNow}
                loading={booking.isPending}
                disabled={booking.isPending || (!needsCard && !confirmed)}
              >
                {needsCard ? 'Add payment method' : 'Book Now'}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <AddCardModal
        opened={addingCard}
        onClose={() => setAddingCard(false)}
        onSaved={(card) => setCardId(card.id)}
      />
      <AuthPopup
        opened={authView !== null}
        initialView={authView ?? 'login'}
        onClose={() => setAuthView(null)}
        onSuccess={() => setAuthView(null)}
      />
      <TermsModal
        opened={waiverOpen}
        onAccept={() => {
          setConfirmed(true);
          setWaiverOpen(false);
        }}
        onDeny={() => {
          setConfirmed(false);
          setWaiverOpen(false);
        }}
      />
      <GradeWarning message={booking.gradeMessage} onBack={backToTrainer} />
    </Container>
  );
}

/** SPEC §2 /bookings/checkout; without route state it returns to the stored service page or home. */
export function CheckoutPage() {
  useDocumentTitle(`Checkout | ${PRODUCT_NAME}`);
  const location = useLocation();
  const state = useMemo(() => parseCheckoutState(location.state), [location.state]);

  useEffect(() => {
    if (state) rememberServiceLocation(state);
  }, [state]);

  if (!state) return <Navigate to={storedServiceLocation() ?? '/'} replace />;
  return <Checkout state={state} />;
}
