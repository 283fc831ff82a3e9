import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, clients } from '../../db/schema';
import { profileRequests, signInToken, signUpPayload } from '../../testing/client-profile-factories';
import { createAthlete, createClient, createService, createSport } from '../../testing/factories';
import { testAppAt } from '../../testing/test-app';
import { findClientById } from './clients.repository';

const t = testAppAt(new Date('2026-11-22T15:00:00Z'));
let soccerId: number;
beforeAll(async () => {
  soccerId = (await createSport(t.database.db, 'Soccer', ['Goalkeeper', 'Striker'])).id;
});

const { signUp, me, clientsWithEmail } = profileRequests(t);
const createGuest = (guest: Record<string, unknown>) =>
  t.post('/v1/client/profiles/create_guest', {}, { guest_client: guest });

describe('POST /v1/client/profiles/create_guest', () => {
  it('creates a guest with a token and no password', async () => {
    const res = await createGuest({
      first_name: 'Gus',
      last_name: 'Guest',
      email: 'Gus@Example.test',
      contact_number: '502 555 0142',
      gender: '1',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.attributes).toMatchObject({
      guest_user: true,
      email: 'gus@example.test',
      contact_number: '+1 (502) 555-0142',
      gender: 1,
      passing_year: null,
    });
    expect(data.attributes.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(data.attributes.auth_token)).json().data.attributes.guest_user).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, Number(data.id)));
    expect(row?.passwordHash).toBeNull();
  });

  it('lets guests reuse an email of another guest', async () => {
    for (const email of ['twice.guest@example.test', 'twice.guest@example.test']) {
      const res = await createGuest({ first_name: 'Gus', last_name: 'Guest', email });
      expect(res.statusCode).toBe(201);
    }
    expect(await clientsWithEmail('twice.guest@example.test')).toBe(2);
  });

  it("refuses a registered account's email, whatever its case, and asks to sign in", async () => {
    const registered = await createClient(t.database.db);
    for (const email of [registered.email, ` ${registered.email.toUpperCase()} `]) {
      const res = await createGuest({ first_name: 'Gus', last_name: 'Guest', email });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        errors: [{ email: 'belongs to a registered account. Please sign in to continue.' }],
      });
    }
    expect(await clientsWithEmail(registered.email)).toBe(1);
  });

  it('still needs a valid email, names and a valid phone if given', async () => {
    const res = await createGuest({
      first_name: '',
      last_name: 'Guest',
      email: 'nope',
      contact_number: '123',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { first_name: "can't be blank" },
      { email: 'is invalid' },
      { contact_number: 'Invalid contact number!' },
    ]);
    const missing = await t.post('/v1/client/profiles/create_guest', {}, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: [{ guest_client: "can't be blank" }] });
  });
});

describe('a guest creating an account', () => {
  it('becomes that account: same client id, bookings kept, the guest token retired', async () => {
    const guest = (
      await createGuest({ first_name: 'Gus', last_name: 'Guest', email: 'convert@example.test' })
    ).json().data;
    const guestId = Number(guest.id);
    const athlete = await createAthlete(t.database.db);
    const service = await createService(t.database.db, athlete);
    await t.database.db.insert(bookings).values({
      clientId: guestId,
      athleteId: athlete.id,
      providedServiceId: service.id,
      trainingStartDateTime: new Date('2026-12-01T15:00:00Z'),
      trainingEndDateTime: new Date('2026-12-01T16:00:00Z'),
      priceCents: 5000,
      serviceFeeCents: 500,
      processingFeeCents: 165,
      amountCents: 5665,
    });
    const [before] = await t.database.db.select({ n: count() }).from(clients);

    const payload = signUpPayload(soccerId, { email: 'convert@example.test' });
    const res = await signUp(payload, { 'auth-token': guest.attributes.auth_token });
    expect(res.statusCode).toBe(201);
    const account = res.json().data;
    expect(account.id).toBe(guest.id);
    expect(account.attributes).toMatchObject({
      guest_user: false,
      first_name: 'Alex',
      email: 'convert@example.test',
    });

    const [after] = await t.database.db.select({ n: count() }).from(clients);
    expect(after?.n).toBe(before?.n);
    const kept = await t.database.db.select().from(bookings).where(eq(bookings.clientId, guestId));
    expect(kept).toHaveLength(1);
    expect((await me(guest.attributes.auth_token)).statusCode).toBe(401);
    expect((await me(account.attributes.auth_token)).json().data.id).toBe(guest.id);
    await signInToken(t.app, 'convert@example.test', payload.password);
  });

  it('stays a guest when the email belongs to a registered account', async () => {
    const registered = await createClient(t.database.db);
    const guest = (
      await createGuest({ first_name: 'Gus', last_name: 'Guest', email: 'g2@example.test' })
    ).json().data;
    const res = await signUp(signUpPayload(soccerId, { email: registered.email }), {
      'auth-token': guest.attributes.auth_token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ email: 'has already been taken' }] });
    const row = await findClientById(t.database.db, Number(guest.id));
    expect(row).toMatchObject({ guestUser: true, passwordHash: null, firstName: 'Gus' });
    expect((await me(guest.attributes.auth_token)).statusCode).toBe(200);
  });

  it("ignores a registered client's token: a separate account is made and the other is untouched", async () => {
    const other = await createClient(t.database.db, { firstName: 'Olive' });
    const token = await signInToken(t.app, other.email, other.password);
    const res = await signUp(signUpPayload(soccerId), { 'auth-token': token });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.id).not.toBe(String(other.id));
    const found = await findClientById(t.database.db, other.id);
    const row = found?.email === other.email ? found : undefined;
    expect(row).toMatchObject({ firstName: 'Olive', guestUser: false, passwordHash: other.passwordHash });
    expect((await me(token)).json().data.id).toBe(String(other.id));
  });
});
