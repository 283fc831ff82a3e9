// The offer of a freed seat to the first in line (ADR 0047), with the claim link; the word that
// an offer not claimed in time has passed on; and that a place ended when booking closed.
import { PRODUCT_NAME } from '../../../shared/constants';
import { trainingPath } from '../../../shared/domain/bookable-service';
import { composeEmail } from '../../integrations/email/compose';
import { formatDateTime, readerTimeZone } from '../../integrations/email/email-format';
import type { EmailMessage } from '../../integrations/email/mailer';
import type { findOfferFacts } from './waitlist.repository';

type OfferFacts = NonNullable<Awaited<ReturnType<typeof findOfferFacts>>>;

/**
 * Where the claim link leads: the bookings page with the claim panel, which opens checkout for
 * that time (a page of its own would add a route to every page's first load, ADR 0010).
 */
export const claimPath = (entryId: number) => `/bookings?claim=${entryId}`;

/** The slot a place is for, as its emails name it, in the family's zone. */
/**
 * The training's own page (its times; a private training's link, ADR 0072): the trainer's page
 * would not list a private one.
 */
function trainingUrl(facts: OfferFacts, publicUrl: string): string {
  return `${publicUrl}${trainingPath(facts.athleteSlug, facts.serviceSlug)}`;
}

function slotOf(facts: OfferFacts) {
  const zone = readerTimeZone(facts.timeZone);
  return {
    zone,
    when: formatDateTime(facts.startsAt, zone),
    training: `${facts.serviceName} with ${facts.athleteFirstName}`,
  };
}

/** One of the waitlist's emails to the family: to the place's address, in the product's layout. */
function familyEmail(
  facts: OfferFacts,
  kind: string,
  subject: string,
  blocks: Parameters<typeof composeEmail>[0]['blocks'],
): EmailMessage {
  const { text, html } = composeEmail({ name: facts.parentFirstName ?? facts.playerFirstName, blocks });
  return { kind, to: facts.to, subject, text, html };
}

export function waitlistOfferEmail(facts: OfferFacts, entryId: number, publicUrl: string): EmailMessage {
  const { zone, when, training } = slotOf(facts);
  const until = facts.offerExpiresAt ? formatDateTime(facts.offerExpiresAt, zone) : when;
  return familyEmail(facts, 'waitlist_offer', `A spot opened up: ${facts.serviceName} on ${when}`, [
    {
      paragraph: `Good news: a spot opened up in ${training} on ${when}, and ${facts.playerFirstName} is next on the waitlist.`,
    },
    {
      paragraph: `We are holding the spot for ${facts.playerFirstName} until ${until}. Claim it before then to book it; after that it goes to the next player in line.`,
    },
    { button: { label: 'Claim your spot', href: `${publicUrl}${claimPath(entryId)}` } },
  ]);
}

/**
 * An offer not claimed within its window: the spot went to the next in line (`passedOn`), or
 * nobody was waiting and it is open for anyone to book again.
 */
export function waitlistLapsedEmail(facts: OfferFacts, passedOn: boolean, publicUrl: string): EmailMessage {
  const { when, training } = slotOf(facts);
  return familyEmail(facts, 'waitlist_lapsed', `Waitlist spot not claimed: ${facts.serviceName} on ${when}`, [
    {
      paragraph: passedOn
        ? `The spot we held for ${facts.playerFirstName} in ${training} on ${when} was not claimed in time, so it has gone to the next player on the waitlist.`
        : `The spot we held for ${facts.playerFirstName} in ${training} on ${when} was not claimed in time, so it is open for anyone to book again.`,
    },
    {
      paragraph: passedOn
        ? `${facts.playerFirstName} is no longer on the waitlist for that time. Other times may still have spots.`
        : `${facts.playerFirstName} is no longer on the waitlist for that time. If it still suits you, book it before someone else does.`,
    },
    {
      button: {
        label: passedOn ? 'See other times' : 'See the times',
        href: trainingUrl(facts, publicUrl),
      },
    },
  ]);
}

/**
 * A place ended because the slot's booking closed (its start less the trainer's notice) before a
 * seat came free for it: the family is not left waiting for a session that has gone.
 */
export function waitlistClosedEmail(facts: OfferFacts, publicUrl: string): EmailMessage {
  const { when, training } = slotOf(facts);
  return familyEmail(facts, 'waitlist_closed', `No spot opened up: ${facts.serviceName} on ${when}`, [
    {
      paragraph: `Booking for ${training} on ${when} has closed, and no spot opened up for ${facts.playerFirstName} in time.`,
    },
    {
      paragraph: `${facts.playerFirstName} is no longer on the waitlist for that time, and nothing was charged. Other times may still have spots.`,
    },
    { button: { label: 'See other times', href: trainingUrl(facts, publicUrl) } },
  ]);
}

/**
 * A place ended because the trainer deleted their account (ADR 0055): the session will not take
 * place. No link to the trainer's page: it is gone.
 */
export function waitlistTrainerLeftEmail(facts: OfferFacts, publicUrl: string): EmailMessage {
  const { when, training } = slotOf(facts);
  return familyEmail(facts, 'waitlist_trainer_left', `Waitlist ended: ${facts.serviceName} on ${when}`, [
    {
      paragraph: `${facts.athleteFirstName} ${facts.athleteLastName} has left ${PRODUCT_NAME}, so ${training} on ${when} will not take place.`,
    },
    {
      paragraph: `${facts.playerFirstName} is no longer on its waitlist, and nothing was charged.`,
    },
    { button: { label: 'Find another trainer', href: `${publicUrl}/` } },
  ]);
}

/**
 * A place ended because the trainer cancelled that session (their cancellation of its last
 * booking was approved, ADR 0047): it will not take place, so no spot will open up.
 */
export function waitlistSessionCancelledEmail(facts: OfferFacts, publicUrl: string): EmailMessage {
  const { when } = slotOf(facts);
  return familyEmail(
    facts,
    'waitlist_session_cancelled',
    `Session cancelled: ${facts.serviceName} on ${when}`,
    [
      {
        paragraph: `${facts.athleteFirstName} has cancelled ${facts.serviceName} on ${when}, so it will not take place and no spot will open up.`,
      },
      {
        paragraph: `${facts.playerFirstName} is no longer on its waitlist, and nothing was charged. Other times may still have spots.`,
      },
      { button: { label: 'See other times', href: trainingUrl(facts, publicUrl) } },
    ],
  );
}
