import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DATA_PATH,
  ACCOUNT_DATA_PDF_PATH,
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_HAS_ACCEPTED_SESSIONS,
  ACCOUNT_PATH,
} from '../../../shared/api/account-data';
import { listLedger } from '../../integrations/payments/sandbox-ledger';
import { hashPassword } from '../../lib/passwords';
import {
  book,
  bookingBody,
  createBookingParties,
  createPlayer,
  createTrainer,
  freeSlotOf,
  PAT_RIVERA,
  paymentsOf,
} from '../../testing/booking-factories';
import { testAppOnMovedClock } from '../../testing/job-context';
import { findClientById } from '../clients/clients.repository';
import { insertPlace } from '../waitlist/waitlist.repository';

const START = new Date('2026-03-10T15:00:00Z');
const PASSWORD = 'Family-Password-1';
const t = testAppOnMovedClock(START);
const { db, now, at, put, mailTo } = t;
const passwordHash = await hashPassword(PASSWORD);

/** A family (Sam Rivera, parent of Pat) with a pending paid request for Jordan Lee's training. */
async function familyWithRequest(
  email = `rivera-${Math.random().toString(36).slice(2, 8)}@example.test`,
  account: { guestUser?: boolean } = {},
) {
  at(0);
  const trainer = await createTrainer(db(), now(), { firstName: 'Jordan', lastName: 'Lee' });
  const { service, entry, player, card } = await createBookingParties(db(), now(), {
    trainer,
    seats: 2,
    hoursAhead: 48,
    service: { name: 'Speed & Agility' },
    player: { ...PAT_RIVERA, email, passwordHash, ...account },
  });
  const res = await book(
    t.app,
    player,
    bookingBody(service, entry, { card_id: card.id, notes: 'Left foot' }),
  );
  expect(res.statusCode).toBe(201);
  return { trainer, service, entry, player, card, bookingId: Number(res.json().data.id) };
}

const remove = (headers: Record<string, string>, password: string) =>
  t.send('DELETE', ACCOUNT_PATH, headers, { password });

describe('the data export', () => {
  it("gives the family everything kept about it as JSON, and nothing of another family's", async () => {
    const family = await familyWithRequest();
    const other = await familyWithRequest();
    // A place in line for a later start of the same training, the other family's too.
    for (const f of [family, other])
      await insertPlace(db(), {
        clientId: f.player.id,
        playerId: f.player.playerId,
        athleteId: f.trainer.id,
        providedServiceId: f.service.id,
        startsAt: new Date(f.entry.fromTime.getTime() + 86_400_000),
        createdAt: now(),
      });
    const res = await t.get(ACCOUNT_DATA_PATH, family.player.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="trainhub-data-2026-03-10.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({ email: family.player.email, parent_first_name: 'Sam' });
    expect(data.players).toEqual([expect.objectContaining({ first_name: 'Pat', last_name: 'Rivera' })]);
    expect(data.bookings.map((b: { id: string }) => Number(b.id))).toEqual([family.bookingId]);
    expect(data.bookings[0].attributes.notes).toBe('Left foot');
    expect(data.bookings[0].attributes.provided_service.name).toBe('Speed & Agility');
    expect(data.payments).toEqual([
      expect.objectContaining({ booking_id: family.bookingId, status: 'authorized' }),
    ]);
    expect(data.cards).toHaveLength(1);
    expect(data.waitlist).toEqual([
      expect.objectContaining({ status: 'waiting', service_name: 'Speed & Agility', player_name: 'Pat' }),
    ]);
    expect(data.emails.map((e: { subject: string }) => e.subject).join('\n')).toContain('Speed & Agility');
    expect(JSON.stringify(data)).not.toContain(other.player.email);
    expect(data.payments.map((p: { booking_id: number }) => p.booking_id)).toEqual([family.bookingId]);
    expect(data.payments.map((p: { booking_id: number }) => p.booking_id)).not.toContain(other.bookingId);
  });

  it('gives the same as a PDF a parent can read, with the family and its bookings in it', async () => {
    const family = await familyWithRequest();
    const res = await t.get(ACCOUNT_DATA_PDF_PATH, family.player.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="trainhub-data-2026-03-10.pdf"');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Sam Rivera');
    expect(text).toContain(family.player.email);
    expect(text).toContain('Speed & Agility with Jordan Lee');
  });

  it('is only for the signed-in account holder', async () => {
    for (const path of [ACCOUNT_DATA_PATH, ACCOUNT_DATA_PDF_PATH]) {
      expect((await t.get(path, {})).statusCode).toBe(401);
    }
    expect((await remove({}, PASSWORD)).statusCode).toBe(401);
  });
});

describe("the account's deletion", () => {
  it('asks for the password again and changes nothing when it is wrong', async () => {
    const family = await familyWithRequest();
    const res = await remove(family.player.headers, 'not-the-password');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ password: 'is invalid' }] });
    expect((await t.get('/v1/client/profiles', family.player.headers)).statusCode).toBe(200);
    const [booking] = (await t.get('/v1/client/bookings', family.player.headers)).json().data;
    expect(booking.attributes.status).toBe('pending');
  });

  it('keeps an account whose accepted sessions are still to come, and says why', async () => {
    const family = await familyWithRequest();
    const accepted = await put(
      `/v1/client/booking_requests/${family.bookingId}/request_booking`,
      family.trainer.headers,
    );
    expect(accepted.statusCode).toBe(200);
    const res = await remove(family.player.headers, PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [ACCOUNT_HAS_ACCEPTED_SESSIONS] });
    expect((await t.get('/v1/client/profiles', family.player.headers)).statusCode).toBe(200);
  });

  it('cancels the pending request (hold voided, seat freed, trainer told), erases the family and signs it out everywhere', async () => {
    const family = await familyWithRequest();
    const other = await familyWithRequest();
    const email = family.player.email;
    const seatsBefore = await freeSlotOf(db(), family.entry.id);
    at(1);
    const res = await remove(family.player.headers, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: ACCOUNT_DELETED_MESSAGE } });

    // Signed out everywhere, and the email and password no longer sign in.
    expect((await t.get('/v1/client/profiles', family.player.headers)).statusCode).toBe(401);
    const signIn = await t.post('/v1/client/sessions', {}, { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(401);

    // The request is cancelled, its seat free again, its hold voided; the payment record stays.
    const row = await findClientById(db(), family.player.id);
    expect(row).toMatchObject({ email: `deleted-${family.player.id}@deleted.invalid`, passwordHash: null });
    expect(row).toMatchObject({
      parentFirstName: null,
      dob: null,
      contactNumber: null,
      firstName: 'Deleted',
    });
    expect(await freeSlotOf(db(), family.entry.id)).toBe((seatsBefore ?? 0) + 1);
    const [payment] = await paymentsOf(db(), family.bookingId);
    expect(payment?.status).toBe('voided');
    const ledger = (await listLedger(db())).filter((e) => e.reference === payment?.providerAuthorizationId);
    expect(ledger.map((e) => e.kind)).toContain('void');

    // The trainer is told; the family's old emails are erased and one last one confirms it.
    const trainerMails = await mailTo(family.trainer.email);
    const told = trainerMails.find((m) => m.kind === 'trainer_account_closed');
    expect(told?.subject).toBe('Cancelled: Pat, Speed & Agility on Thu 03-12-2026 at 11:00 AM EDT');
    expect(told?.textBody).toContain(
      "Pat's family deleted their account, so their booking for Speed & Agility is cancelled and its time is open again, first for any family on its waitlist. The hold on the family's card was released.",
    );
    const familyMails = await mailTo(email);
    expect(familyMails.map((m) => m.kind)).toEqual(['account_deleted']);
    expect(familyMails[0]?.subject).toBe('Your TrainHub account has been deleted');
    expect(familyMails[0]?.textBody).toContain('1 booking request was cancelled');

    // Another family's request is untouched.
    const [untouched] = (await t.get('/v1/client/bookings', other.player.headers)).json().data;
    expect(untouched.attributes.status).toBe('pending');
    expect((await paymentsOf(db(), other.bookingId))[0]?.status).toBe('authorized');
  });
});

describe("another account's messages to the same address", () => {
  it('are neither exported nor erased by an account that signed up with a guest’s email', async () => {
    const email = `guest-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const guest = await familyWithRequest(email, { guestUser: true });
    const guestMails = (await mailTo(email)).map((m) => m.id);
    expect(guestMails.length).toBeGreaterThan(0);
    // Sign-up proves no address: a stranger registers the guest's email.
    const stranger = await createPlayer(db(), now(), { email, passwordHash, firstName: 'Eve' });

    const data = (await t.get(ACCOUNT_DATA_PATH, stranger.headers)).json();
    expect(data.emails).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('Speed & Agility');

    expect((await remove(stranger.headers, PASSWORD)).statusCode).toBe(200);
    const left = (await mailTo(email)).map((m) => m.id);
    expect(left).toEqual(expect.arrayContaining(guestMails));
    // The guest's booking is untouched.
    expect((await paymentsOf(db(), guest.bookingId))[0]?.status).toBe('authorized');
  });
});
