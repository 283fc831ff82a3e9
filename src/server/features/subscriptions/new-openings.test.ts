import { beforeAll, describe, expect, it } from 'vitest';
import { trainingPath } from '../../../shared/domain/bookable-service';
import { createContext } from '../../app';
import type { AppContext } from '../../context';
import { subscribedProvidedServices } from '../../db/schema';
import { createAthlete, createCalendarEntry, createClient, createService } from '../../testing/factories';
import { emailsTo, testAppForFile } from '../../testing/test-app';
import { notifySubscribersOfNewOpenings } from './new-openings.service';
import { unsubscribeTokenOf } from './subscriptions.service';

const NOW = new Date('2026-06-15T12:00:00Z');
const PUBLIC_URL = 'https://app.trainhub.test';
const t = testAppForFile({ context: { now: () => NOW, publicUrl: PUBLIC_URL } });
let ctx: AppContext;
beforeAll(async () => {
  ctx = createContext(t.database, { now: () => NOW, publicUrl: PUBLIC_URL });
});
const db = () => t.database.db;

let n = 0;
async function subscribe(
  serviceId: number,
  overrides: Partial<typeof subscribedProvidedServices.$inferInsert> = {},
) {
  n += 1;
  const [row] = await db()
    .insert(subscribedProvidedServices)
    .values({
      providedServiceId: serviceId,
      name: `Subscriber ${n}`,
      email: `subscriber${n}@example.test`,
      unsubscribeToken: `token-${n}-${'x'.repeat(30)}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

const mailTo = (email: string) => emailsTo(db(), email);

const hours = (h: number) => new Date(NOW.getTime() + h * 3600_000);

describe('notifySubscribersOfNewOpenings', () => {
  it('emails each active subscriber of the offered training once, listing its new openings', async () => {
    const trainer = await createAthlete(db(), { firstName: 'Jordan' });
    const clinic = await createService(db(), trainer, { name: 'Goalkeeper Clinic' });
    const other = await createService(db(), trainer, { name: 'Footwork' });
    const first = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [clinic.id],
      from: hours(27),
    });
    const second = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [clinic.id, other.id],
      from: hours(51),
    });
    const account = await createClient(db(), { timeZone: 'America/Chicago' });
    const visitor = await subscribe(clinic.id);
    const member = await subscribe(clinic.id, { clientId: account.id, email: account.email });
    const footwork = await subscribe(other.id);
    const disabled = await subscribe(clinic.id, { disabledAt: hours(-1) });

    const result = await notifySubscribersOfNewOpenings(ctx, {
      calendarEntryIds: [first.id, second.id, first.id],
    });
    expect(result).toEqual({ sent: 3, failed: 0 });

    const [visitorMail, ...more] = await mailTo(visitor.email);
    expect(more).toHaveLength(0);
    expect(visitorMail?.kind).toBe('new_openings');
    expect(visitorMail?.subject).toBe('New openings: Goalkeeper Clinic with Jordan');
    // 15:00 UTC on 06-16 and 06-17: 11:00 AM in New York (the default zone).
    expect(visitorMail?.textBody).toContain('- Tue 06-16-2026 at 11:00 AM EDT');
    expect(visitorMail?.textBody).toContain('- Wed 06-17-2026 at 11:00 AM EDT');
    expect(visitorMail?.textBody).toContain(
      `${PUBLIC_URL}/disable_notifications/${await unsubscribeTokenOf(db(), visitor.id)}`,
    );
    // Not the bare sequential id: the id with an HMAC of it.
    expect(visitorMail?.textBody).not.toMatch(new RegExp(`/disable_notifications/${visitor.id}\\s`));
    // Straight to the training's own page (its times), not the trainer's list of trainings.
    expect(visitorMail?.htmlBody).toContain(`href="${PUBLIC_URL}${trainingPath(trainer.slug, clinic.slug)}"`);

    const [memberMail] = await mailTo(member.email);
    expect(memberMail?.textBody).toContain('- Tue 06-16-2026 at 10:00 AM CDT');

    const [footworkMail, ...footworkMore] = await mailTo(footwork.email);
    expect(footworkMore).toHaveLength(0);
    expect(footworkMail?.subject).toBe('New openings: Footwork with Jordan');
    expect(footworkMail?.textBody).toContain('Wed 06-17-2026');
    expect(footworkMail?.textBody).not.toContain('06-16-2026');

    expect(await mailTo(disabled.email)).toHaveLength(0);
  });

  it('announces nothing for past or full openings, unpublished trainings or unknown ids', async () => {
    const trainer = await createAthlete(db());
    const clinic = await createService(db(), trainer);
    const draft = await createService(db(), trainer, { status: 'draft' });
    const past = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [clinic.id],
      from: hours(-2),
    });
    const full = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [clinic.id],
      from: hours(30),
      seats: 2,
      freeSlot: 0,
    });
    const drafted = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [draft.id],
      from: hours(30),
    });
    const a = await subscribe(clinic.id);
    const b = await subscribe(draft.id);
    const result = await notifySubscribersOfNewOpenings(ctx, {
      calendarEntryIds: [past.id, full.id, drafted.id, 2_000_000_000],
    });
    expect(result).toEqual({ sent: 0, failed: 0 });
    expect(await mailTo(a.email)).toHaveLength(0);
    expect(await mailTo(b.email)).toHaveLength(0);
    expect(await notifySubscribersOfNewOpenings(ctx, { calendarEntryIds: [] })).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it("announces an opening a group session holds to its training's subscribers while it has a seat", async () => {
    const trainer = await createAthlete(db(), { firstName: 'Riley' });
    const group = await createService(db(), trainer, {
      name: 'Small Group Speed',
      trainingType: 'group',
      maxSeats: 4,
    });
    const oneOnOne = await createService(db(), trainer, { name: 'Private Speed' });
    // 2 of 4 seats of the group's session taken: the group still has room, the private session not.
    const roomy = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [group.id, oneOnOne.id],
      from: hours(30),
      seats: 4,
      freeSlot: 2,
    });
    const full = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [group.id, oneOnOne.id],
      from: hours(54),
      seats: 4,
      freeSlot: 0,
    });
    const groupFan = await subscribe(group.id);
    const privateFan = await subscribe(oneOnOne.id);
    const result = await notifySubscribersOfNewOpenings(ctx, { calendarEntryIds: [roomy.id, full.id] });
    expect(result).toEqual({ sent: 1, failed: 0 });
    const [mail, ...more] = await mailTo(groupFan.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('New openings: Small Group Speed with Riley');
    // 18:00 UTC on 06-16 is 2:00 PM in New York; the full one (06-17) is not listed.
    expect(mail?.textBody).toContain('- Tue 06-16-2026 at 2:00 PM EDT');
    expect(mail?.textBody).not.toContain('06-17-2026');
    expect(await mailTo(privateFan.email)).toHaveLength(0);
  });
});
