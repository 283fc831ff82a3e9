import { describe, expect, it } from 'vitest';
import type { BookingEmailFacts } from '../booking-facts.repository';
import { bookingAcceptedEmail } from './booking-accepted';
import { bookingCancellationEmail } from './booking-cancelled';
import { bookingRejectedEmail } from './booking-rejected';
import { bookingRequestedEmail } from './booking-requested';
import { familyReminderEmail, trainerReminderEmail } from './session-reminder';
import { trainerBookingEmail } from './trainer-emails';

const URL = 'https://app.trainhub.test';

const facts = (overrides: Partial<BookingEmailFacts> = {}): BookingEmailFacts => ({
  bookingId: 42,
  to: 'sam.parent@example.test',
  greetingName: 'Sam',
  guest: false,
  playerName: 'Pat',
  timeZone: 'America/New_York',
  serviceName: 'Speed & Agility',
  trainerFirstName: 'Jordan',
  trainerLastName: 'Lee',
  trainerSlug: 'jordan-lee',
  virtual: false,
  location: 'Riverside Park Field 3',
  address: '100 Riverside Dr, Lexington, KY',
  // 15:00 UTC is 11:00 in New York (summer time) and 8:00 in Los Angeles.
  sessionStarts: [new Date('2026-06-16T15:00:00Z')],
  sessionMinutes: 60,
  amountCents: 5665,
  priceCents: 5000,
  trainerNotes: null,
  playerNotes: null,
  paymentStatus: 'authorized',
  status: 'pending',
  acceptedAt: null,
  respondBy: new Date('2026-06-16T13:00:00Z'),
  meetingLink: null,
  playerGrade: '10th grade',
  family: { parentName: 'Sam Rivera', email: 'sam.parent@example.test', phone: '+1 (859) 555-0101' },
  trainer: { email: 'jordan@example.test', timeZone: 'America/Los_Angeles' },
  ...overrides,
});

describe('booking request email', () => {
  it('says the request was sent to the trainer, with the training, trainer, date, time, place and amount', () => {
    const mail = bookingRequestedEmail(facts(), URL);
    expect(mail.kind).toBe('booking_requested');
    expect(mail.to).toBe('sam.parent@example.test');
    expect(mail.subject).toBe('Booking request sent: Speed & Agility');
    expect(mail.text).toContain('Hi Sam,');
    expect(mail.text).toContain('Your booking request for Speed & Agility was sent to the trainer.');
    expect(mail.text).not.toMatch(/confirmed/i);
    expect(mail.text).toContain(
      'If there is no answer by Tue 06-16-2026 at 9:00 AM EDT, the request expires and you can book another time.',
    );
    for (const line of [
      'Training: Speed & Agility',
      'Trainer: Jordan Lee',
      'Player: Pat',
      'Date: Tue 06-16-2026',
      'Time: 11:00 AM - 12:00 PM EDT',
      'Location: Riverside Park Field 3, 100 Riverside Dr, Lexington, KY',
      'Amount: $56.65',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('hold of $56.65 on your card');
    expect(mail.text).toContain(`${URL}/bookings/42`);
    expect(mail.html).toContain(`href="${URL}/bookings/42"`);
    expect(mail.html).toContain('Speed &#38; Agility');
  });

  it('gives a guest (no password, no booking page) no link to one, and says how to cancel for free', () => {
    const until = new Date('2026-06-15T15:00:00Z');
    const member = bookingRequestedEmail(facts({ freeCancellationUntil: until }), URL);
    expect(member.text).toContain('cancel from your booking page before then');
    const guest = bookingRequestedEmail(facts({ guest: true, freeCancellationUntil: until }), URL);
    expect(guest.text).not.toContain('/bookings/42');
    expect(guest.text).not.toContain('View your booking');
    expect(guest.text).toContain(
      'Free cancellation until Mon 06-15-2026 at 11:00 AM EDT: to cancel before then, write to support@trainhub.example and you are refunded in full.',
    );
  });

  it("shows times in the client's own time zone, and the default zone when it is unknown", () => {
    expect(bookingRequestedEmail(facts({ timeZone: 'America/Los_Angeles' }), URL).text).toContain(
      'Time: 8:00 AM - 9:00 AM PDT',
    );
    const fallback = bookingRequestedEmail(facts({ timeZone: 'Not/AZone' }), URL).text;
    expect(fallback).toContain('Time: 11:00 AM - 12:00 PM EDT');
    // Just before midnight UTC is still the previous day in New York.
    const late = bookingRequestedEmail(
      facts({ sessionStarts: [new Date('2026-01-02T02:30:00Z')] }),
      URL,
    ).text;
    expect(late).toContain('Date: Thu 01-01-2026');
    expect(late).toContain('Time: 9:30 PM - 10:30 PM EST');
  });

  it('tells a free booking nothing will be charged, and a virtual one where it happens', () => {
    const mail = bookingRequestedEmail(
      facts({ amountCents: 0, paymentStatus: null, virtual: true, location: null, address: null }),
      URL,
    );
    expect(mail.text).toContain('Amount: Free');
    expect(mail.text).toContain('This training is free: nothing will be charged.');
    expect(mail.text).not.toContain('hold');
    expect(mail.text).toContain('Location: Virtual training');
  });

  it('gives the end of the session too, so a 90-minute one reads apart from an hour', () => {
    const mail = bookingRequestedEmail(facts({ sessionMinutes: 90 }), URL);
    expect(mail.text).toContain('Time: 11:00 AM - 12:30 PM EDT');
  });

  it("reminds of one session of a package as which of them, its amounts as the whole package's", () => {
    const starts = [
      new Date('2026-06-16T15:00:00Z'),
      new Date('2026-06-18T15:00:00Z'),
      new Date('2026-06-20T15:00:00Z'),
    ];
    const pkg = facts({ sessionStarts: starts });
    const family = familyReminderEmail(pkg, starts[1] as Date, '24h', URL);
    expect(family.text).toContain("Pat's Speed & Agility (session 2 of 3) with Jordan starts within a day");
    expect(family.text).toContain('Time: 11:00 AM - 12:00 PM EDT');
    expect(family.text).toContain('Amount (all 3 sessions): $56.65');
    const trainer = trainerReminderEmail(
      pkg,
      pkg.trainer ?? { email: '', timeZone: 'UTC' },
      starts[1] as Date,
      '2h',
      URL,
    );
    expect(trainer.text).toContain('your Speed & Agility (session 2 of 3) with Pat');
    expect(trainer.text).toContain('You earn (all 3 sessions): $50.00');
    // A single training reads as before.
    expect(familyReminderEmail(facts(), starts[0] as Date, '24h', URL).text).toContain('Amount: $56.65');
  });

  it('lists every session of a package', () => {
    const mail = bookingRequestedEmail(
      facts({
        sessionStarts: [new Date('2026-06-16T15:00:00Z'), new Date('2026-06-18T22:30:00Z')],
      }),
      URL,
    );
    expect(mail.text).toContain('Sessions: 2');
    expect(mail.text).toContain('- Tue 06-16-2026, 11:00 AM - 12:00 PM EDT');
    expect(mail.text).toContain('- Thu 06-18-2026, 6:30 PM - 7:30 PM EDT');
    expect(mail.html).toContain('<li>Thu 06-18-2026, 6:30 PM - 7:30 PM EDT</li>');
  });

  it('escapes names and notes in the HTML part so they cannot add markup or links', () => {
    const mail = bookingAcceptedEmail(
      facts({
        greetingName: '<b>Sam</b>',
        serviceName: '<script>alert(1)</script>',
        trainerNotes: 'Bring <a href="https://evil.test">cleats</a> & water',
      }),
      URL,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Sam</b>');
    expect(mail.html).not.toContain('href="https://evil.test"');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).toContain('&#60;b&#62;Sam&#60;/b&#62;');
    // The plain-text part keeps the words as written.
    expect(mail.text).toContain('Note from Jordan: "Bring <a href="https://evil.test">cleats</a> & water"');
  });
});

describe('trainer answer emails', () => {
  it('confirms an accepted booking and says the card was charged', () => {
    const mail = bookingAcceptedEmail(
      facts({ paymentStatus: 'succeeded', trainerNotes: 'See you there' }),
      URL,
    );
    expect(mail.kind).toBe('booking_accepted');
    expect(mail.subject).toBe('Booking confirmed: Speed & Agility');
    expect(mail.text).toContain('Jordan accepted your booking request. You are all booked!');
    expect(mail.text).toContain('Your card was charged $56.65.');
    expect(mail.text).toContain('Note from Jordan: "See you there"');
  });

  it('asks for payment when the booking was accepted without a hold', () => {
    const mail = bookingAcceptedEmail(facts({ paymentStatus: 'pending' }), URL);
    expect(mail.text).toContain('Payment of $56.65 is due');
    expect(mail.text).not.toContain('was charged');
  });

  it('tells a declined request that the hold was released and links to the trainer page', () => {
    const mail = bookingRejectedEmail(facts({ paymentStatus: 'voided' }), URL);
    expect(mail.kind).toBe('booking_rejected');
    expect(mail.subject).toBe('Booking request declined: Speed & Agility');
    expect(mail.text).toContain("Jordan can't take your booking request for Speed & Agility at this time.");
    expect(mail.text).toContain('you were not charged');
    // Its amount row says so too, not a bare "Amount" beside "you were not charged".
    expect(mail.text).toContain('Amount (not charged): $56.65');
    expect(mail.text).not.toContain('Amount: ');
    expect(mail.text).toContain(`Find another time: ${URL}/jordan-lee`);
  });
});

describe('cancellation emails', () => {
  it('asks the player to approve a cancellation the trainer requested', () => {
    const mail = bookingCancellationEmail(
      facts({ paymentStatus: 'succeeded' }),
      URL,
      'cancellation_requested',
    );
    expect(mail.kind).toBe('booking_cancellation_requested');
    expect(mail.subject).toBe('Jordan asked to cancel: Speed & Agility');
    expect(mail.text).toContain('Please open your booking to approve the cancellation');
    expect(mail.text).toContain(`Review the cancellation: ${URL}/bookings/42`);
  });

  it('confirms an approved cancellation with the refund', () => {
    const mail = bookingCancellationEmail(facts({ paymentStatus: 'refunded' }), URL, 'cancellation_approved');
    expect(mail.kind).toBe('booking_cancelled');
    expect(mail.subject).toBe('Booking cancelled: Speed & Agility');
    expect(mail.text).toContain("You approved Jordan's request to cancel Speed & Agility");
    expect(mail.text).toContain('Your payment of $56.65 will be refunded to your card.');
    expect(mail.text).toContain('Amount (refunded): $56.65');
  });

  it("confirms the player's own cancellation of a request, hold released", () => {
    const mail = bookingCancellationEmail(facts({ paymentStatus: 'voided' }), URL, 'cancelled_by_player');
    expect(mail.text).toContain('You cancelled your booking request for Speed & Agility.');
    expect(mail.text).toContain('you were not charged');
  });

  it('says a free-period cancellation is refunded only when the card was charged', () => {
    const hours = { freeCancellationHours: 24, status: 'cancelled' as const };
    const charged = bookingCancellationEmail(
      facts({ ...hours, acceptedAt: new Date(), paymentStatus: 'refunded' }),
      URL,
      'cancelled_free',
    );
    expect(charged.text).toContain('before the session), so it is refunded in full.');
    expect(charged.text).toContain('Your payment of $56.65 will be refunded to your card.');
    const held = bookingCancellationEmail(
      facts({ ...hours, paymentStatus: 'voided' }),
      URL,
      'cancelled_free',
    );
    expect(held.text).toContain('before the session).');
    expect(held.text).toContain('The hold on your card was released: you were not charged.');
    expect(held.text).not.toMatch(/refund/i);
    const free = bookingCancellationEmail(
      facts({ ...hours, amountCents: 0, paymentStatus: null }),
      URL,
      'cancelled_free',
    );
    expect(free.text).not.toMatch(/refund|card|charged/i);
  });

  it('still reads well when the trainer and training were removed', () => {
    const mail = bookingCancellationEmail(
      facts({ trainerFirstName: null, trainerLastName: null, trainerSlug: null, serviceName: null }),
      URL,
      'cancellation_approved',
    );
    expect(mail.subject).toBe('Booking cancelled: your training');
    expect(mail.text).toContain('Trainer: your trainer');
  });
});

describe('meeting link', () => {
  const virtual = { virtual: true, meetingLink: 'https://meet.example.test/jordan' };

  it('is in the accepted email of a virtual training, and in no email while the request is pending', () => {
    const accepted = bookingAcceptedEmail(
      facts({ ...virtual, status: 'accepted', acceptedAt: new Date(), paymentStatus: 'succeeded' }),
      URL,
    );
    expect(accepted.text).toContain('Meeting link: https://meet.example.test/jordan');
    expect(bookingRequestedEmail(facts(virtual), URL).text).not.toContain('meet.example.test');
  });
});

describe('expired request email', () => {
  it('tells the family nobody answered in time and the hold was released, with a way to book again', () => {
    const mail = bookingRejectedEmail(facts({ status: 'rejected', paymentStatus: 'voided' }), URL, true);
    expect(mail.kind).toBe('booking_expired');
    expect(mail.subject).toBe('Booking request expired: Speed & Agility');
    expect(mail.text).toContain(
      'Jordan did not answer your booking request for Speed & Agility in time, so it has expired.',
    );
    expect(mail.text).toContain('The hold on your card was released: you were not charged.');
    expect(mail.text).toContain('Amount (not charged): $56.65');
    expect(mail.text).toContain(`Find another time: ${URL}/jordan-lee`);
  });
});

describe('trainer emails', () => {
  const trainer = { email: 'jordan@example.test', timeZone: 'America/Los_Angeles' };

  it('tells the trainer of a new request: player and grade, training, time in their zone, what they earn, the deadline and where to answer', () => {
    const mail = trainerBookingEmail(
      facts({ playerNotes: 'Work on my first step' }),
      trainer,
      URL,
      'new_request',
    );
    expect(mail.kind).toBe('trainer_new_request');
    expect(mail.to).toBe('jordan@example.test');
    expect(mail.subject).toBe('New booking request: Pat, Speed & Agility on Tue 06-16-2026 at 8:00 AM PDT');
    expect(mail.text).toContain('Hi Jordan,');
    // A parent's account asked, for their player.
    expect(mail.text).toContain('The family of Pat (10th grade) asked to book Speed & Agility.');
    expect(mail.text).toContain('Please accept or decline by Tue 06-16-2026 at 6:00 AM PDT');
    for (const line of [
      'Player: Pat (10th grade)',
      'Date: Tue 06-16-2026',
      'Time: 8:00 AM - 9:00 AM PDT',
      'Location: Riverside Park Field 3, 100 Riverside Dr, Lexington, KY',
      'You earn: $50.00',
      'Notes from the family: "Work on my first step"',
      `Answer the request: ${URL}/trainer/requests`,
    ]) {
      expect(mail.text).toContain(line);
    }
    // Until the trainer accepts, the family's contact is not theirs to see.
    expect(mail.text).not.toContain('555-0101');
    expect(mail.text).not.toContain('Sam Rivera');
    // A player who holds the account asked for themselves.
    const own = trainerBookingEmail(
      facts({ family: { parentName: null, email: 'pat@example.test', phone: null } }),
      trainer,
      URL,
      'new_request',
    );
    expect(own.text).toContain('Pat (10th grade) asked to book Speed & Agility.');
  });

  it("speaks of the family's card only when the request holds money on it", () => {
    const free = facts({ amountCents: 0, priceCents: 0, paymentStatus: null });
    const request = trainerBookingEmail(free, trainer, URL, 'new_request');
    expect(request.text).toContain(
      'Please accept or decline by Tue 06-16-2026 at 6:00 AM PDT: after that the request expires and the time opens up again.',
    );
    const expired = trainerBookingEmail({ ...free, status: 'rejected' }, trainer, URL, 'request_expired');
    expect(expired.text).toContain(
      'The family was told and the time is open again, first for any family on its waitlist.',
    );
    for (const mail of [request, expired]) expect(mail.text).not.toMatch(/card|hold/);

    const paid = trainerBookingEmail(facts(), trainer, URL, 'new_request');
    expect(paid.text).toContain("the hold on the family's card is released and the time opens up again.");
    const paidExpired = trainerBookingEmail(facts({ status: 'rejected' }), trainer, URL, 'request_expired');
    expect(paidExpired.text).toContain(
      'the hold on their card was released and the time is open again, first for any family on its waitlist.',
    );
  });

  it('does not call a time open again when it is in an opening closed for the trainer’s time off', () => {
    const closed = facts({ status: 'rejected', openingClosed: true });
    const expired = trainerBookingEmail(closed, trainer, URL, 'request_expired');
    expect(expired.text).toContain(
      'the hold on their card was released and the time stays closed for your time off.',
    );
    expect(expired.text).not.toContain('open again');
    for (const kind of ['cancelled_free', 'account_closed'] as const) {
      const mail = trainerBookingEmail({ ...closed, status: 'cancelled' }, trainer, URL, kind);
      expect(mail.text).toContain('and its time stays closed for your time off.');
      expect(mail.text).not.toContain('open again');
    }
  });

  it.each([
    {
      what: 'a request expired and where to change how long requests wait',
      kind: 'request_expired' as const,
      facts: facts({ status: 'rejected' }),
      subject: 'Request expired: Pat, Speed & Agility on Tue 06-16-2026 at 8:00 AM PDT',
      lines: ['was not answered in time, so it expired', `${URL}/trainer/profile`],
    },
    {
      what: 'the family approved the cancellation and the payment is refunded',
      kind: 'cancellation_approved' as const,
      facts: facts({ status: 'cancelled', acceptedAt: new Date(), paymentStatus: 'succeeded' }),
      subject: 'Cancelled: Pat, Speed & Agility on Tue 06-16-2026 at 8:00 AM PDT',
      lines: [
        "Pat's family approved your request to cancel Speed & Agility",
        'its spot is not offered to anyone else, nor to the waitlist',
        'A session left with no player stays off your bookable times',
        "The family's payment of $56.65 is refunded in full.",
        `Open your schedule: ${URL}/trainer/schedule`,
      ],
      // Refunded in full: nothing earned, and the time is not sold again.
      absent: ['You earn', 'open again'],
    },
    {
      what: 'the family cancelled within the free period and is refunded in full',
      kind: 'cancelled_free' as const,
      facts: facts({
        status: 'cancelled',
        acceptedAt: new Date(),
        paymentStatus: 'refunded',
        freeCancellationHours: 24,
      }),
      subject: 'Cancelled: Pat, Speed & Agility on Tue 06-16-2026 at 8:00 AM PDT',
      lines: [
        "Pat's family cancelled Speed & Agility within your free cancellation period",
        "The family's payment of $56.65 is refunded in full.",
        'Location: Riverside Park Field 3',
      ],
      absent: ['You earn'],
    },
    {
      what: 'the removed session of a changed package and the sessions left',
      kind: 'package_changed' as const,
      facts: facts({ sessionStarts: [new Date('2026-06-16T15:00:00Z'), new Date('2026-06-17T15:00:00Z')] }),
      removedSession: new Date('2026-06-18T15:00:00Z'),
      subject: 'Package changed: Pat, Speed & Agility',
      lines: [
        'removed one session from their package request for Speed & Agility (Thu 06-18-2026 at 8:00 AM PDT). 2 sessions remain',
        '- Wed 06-17-2026, 8:00 AM - 9:00 AM PDT',
      ],
    },
  ])('tells the trainer $what', (example) => {
    const mail = trainerBookingEmail(example.facts, trainer, URL, example.kind, example.removedSession);
    expect(mail.subject).toBe(example.subject);
    for (const line of example.lines) expect(mail.text).toContain(line);
    for (const line of 'absent' in example ? (example.absent ?? []) : []) {
      expect(mail.text).not.toContain(line);
      expect(mail.html).not.toContain(line);
    }
  });

  it('gives the family contact when they keep an accepted booking', () => {
    const mail = trainerBookingEmail(
      facts({ status: 'accepted', acceptedAt: new Date() }),
      trainer,
      URL,
      'cancellation_declined',
    );
    expect(mail.text).toContain('Parent / guardian: Sam Rivera');
    expect(mail.text).toContain('Phone: +1 (859) 555-0101');
    expect(mail.text).toContain('Email: sam.parent@example.test');
  });
});
