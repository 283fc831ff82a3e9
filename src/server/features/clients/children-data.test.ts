// Children's data kept to what is needed (ADR 0041): a player under 13 has no email, phone,
// website or social handles of their own on record, whatever is sent; trainers see a child's
// first name, grade and positions; the parent's agreement at sign-up is recorded with when and
// from where, exported with the account, and kept without the address after its deletion.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_AGREEMENT } from '../../../shared/api/clients';
import { consents } from '../../db/schema';
import { book, bookingBody, createBookableService, createTrainer } from '../../testing/booking-factories';
import { profileRequests, signUpPayload } from '../../testing/client-profile-factories';
import { createCard, createSport } from '../../testing/factories';
import { testAppAt } from '../../testing/test-app';
import { findClientById } from './clients.repository';

const NOW = new Date('2026-11-22T15:00:00Z');
const t = testAppAt(NOW);
const { signUp } = profileRequests(t);
let soccerId: number;
beforeAll(async () => {
  soccerId = (await createSport(t.database.db, 'Soccer', ['Striker', 'Goalkeeper'])).id;
});

const CHILD_DOB = '2015-06-01'; // 11 on NOW
const TEEN_DOB = '2012-03-04'; // 14 on NOW
const OWN_FIELDS = [
  'player_email',
  'contact_number',
  'website',
  'facebook',
  'twitter',
  'instagram',
  'tiktok',
];

async function signedUp(dob: string) {
  const res = await signUp(signUpPayload(soccerId, { dob }), { 'user-agent': 'FamilyBrowser/1.0' });
  expect(res.statusCode).toBe(201);
  const attributes = res.json().data.attributes;
  return { id: Number(attributes.id), token: attributes.auth_token as string, attributes };
}

describe('a child at sign-up', () => {
  it("keeps none of a child's own contact or social fields, and records the parent's agreement", async () => {
    const child = await signedUp(CHILD_DOB);
    for (const field of OWN_FIELDS) expect(child.attributes[field], field).toBeNull();
    expect(child.attributes).toMatchObject({
      first_name: 'Alex',
      parent_contact_number: '+1 (502) 555-0123',
    });
    const [consent, ...more] = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.clientId, child.id));
    expect(more).toHaveLength(0);
    expect(consent).toMatchObject({
      kind: 'sign_up_terms',
      statement: SIGN_UP_AGREEMENT,
      forChild: true,
      agreedAt: NOW,
      userAgent: 'FamilyBrowser/1.0',
    });
    expect(consent?.ipAddress).toBeTruthy();
  });

  it("keeps a teenager's own fields as sent, with the agreement not marked as for a child", async () => {
    const teen = await signedUp(TEEN_DOB);
    expect(teen.attributes).toMatchObject({
      player_email: 'alex@example.test',
      twitter: 'https://twitter.com/alexr',
    });
    const [consent] = await t.database.db.select().from(consents).where(eq(consents.clientId, teen.id));
    expect(consent?.forChild).toBe(false);
  });
});

describe("a child's profile", () => {
  it('does not take a phone or handle for a child, and clears those kept before the birth date said so', async () => {
    const teen = await signedUp(TEEN_DOB);
    const headers = { 'auth-token': teen.token };
    const res = await t.put('/v1/client/profiles', headers, {
      client: { dob: CHILD_DOB, instagram: 'alex_kid' },
    });
    expect(res.statusCode).toBe(200);
    const row = await findClientById(t.database.db, teen.id);
    expect(row).toMatchObject({
      dob: CHILD_DOB,
      playerEmail: null,
      contactNumber: null,
      instagram: null,
      twitter: null,
    });
  });
});

describe('what a trainer sees of a child', () => {
  it('first name, grade and positions; the last name only for a player 13 or older', async () => {
    const trainer = await createTrainer(t.database.db, NOW);
    for (const [i, dob] of [CHILD_DOB, TEEN_DOB].entries()) {
      const player = await signedUp(dob);
      const card = await createCard(t.database.db, player.id);
      const { service, entry } = await createBookableService(t.database.db, NOW, {
        trainer,
        seats: 4,
        hoursAhead: 24 + 3 * i,
      });
      const res = await book(
        t.app,
        { headers: { 'auth-token': player.token } },
        bookingBody(service, entry, { card_id: card.id }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const requests = (await t.get('/v1/trainer/booking_requests', trainer.headers)).json().data;
    const players = requests.map(
      (r: { attributes: { player: Record<string, unknown> } }) => r.attributes.player,
    );
    expect(players).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          first_name: 'Alex',
          last_name: null,
          positions: ['Striker'],
          grade_label: expect.any(String),
        }),
        expect.objectContaining({ first_name: 'Alex', last_name: 'Rivera', positions: ['Striker'] }),
      ]),
    );
  });
});

describe('the agreement in the data export and after deletion', () => {
  it('is in the export, and stays after the deletion without the address and browser', async () => {
    const child = await signedUp(CHILD_DOB);
    const headers = { 'auth-token': child.token };
    const data = (await t.get('/v1/client/account/data', headers)).json();
    expect(data.consents).toEqual([
      expect.objectContaining({
        statement: SIGN_UP_AGREEMENT,
        for_child: true,
        user_agent: 'FamilyBrowser/1.0',
      }),
    ]);
    const removed = await t.send('DELETE', '/v1/client/account', headers, { password: 'goal-scorer-2030' });
    expect(removed.statusCode).toBe(200);
    const [consent] = await t.database.db.select().from(consents).where(eq(consents.clientId, child.id));
    expect(consent).toMatchObject({
      statement: SIGN_UP_AGREEMENT,
      forChild: true,
      ipAddress: null,
      userAgent: null,
    });
  });
});
