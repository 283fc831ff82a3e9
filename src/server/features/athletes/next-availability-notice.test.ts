// A trainer card's next availability is an opening that can still be booked (ADR 0028): one that
// starts sooner than the trainer's minimum notice is past booking, as its slots are, so the card
// names the next one after it — on the list, the trainer page and a school's trainers alike.
import { describe, expect, it } from 'vitest';
import { createBookableService, createTrainer } from '../../testing/booking-factories';
import { createCollege } from '../../testing/discovery-factories';
import { testAppAt } from '../../testing/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const t = testAppAt(NOW);
const HOUR = 3_600_000;

describe("a card's next availability and the trainer's minimum notice", () => {
  it('skips an opening inside the notice and names the next bookable one', async () => {
    const college = await createCollege(t.db());
    // The default notice is an hour: 30 minutes ahead is past booking, 3 hours ahead is not.
    const trainer = await createTrainer(t.db(), NOW, { collegeId: college.id });
    await createBookableService(t.db(), NOW, { trainer, hoursAhead: 0.5 });
    const later = await createBookableService(t.db(), NOW, { trainer, hoursAhead: 3 });
    const expected = {
      selected_trainings: [later.service.id],
      from_time: new Date(NOW.getTime() + 3 * HOUR).toISOString(),
      to_time: later.entry.toTime.toISOString(),
    };

    const page = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${trainer.slug}` });
    expect(page.statusCode).toBe(200);
    const attributes = page.json().data.attributes;
    expect(attributes.next_availability).toEqual(expected);
    // The page offers no slot of the opening inside the notice either: the two agree.
    const starts = attributes.generated_slots.map((s: { training_start_date_time: string }) =>
      Date.parse(s.training_start_date_time),
    );
    expect(Math.min(...starts)).toBe(NOW.getTime() + 3 * HOUR);

    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/client/athletes?q[college_slug_eql]=${college.slug}`,
    });
    expect(list.json().data.map((d: { attributes: unknown }) => d.attributes)).toEqual([
      expect.objectContaining({ id: trainer.id, next_availability: expected }),
    ]);
  });

  it('has none when the only opening is inside the notice', async () => {
    const college = await createCollege(t.db());
    const trainer = await createTrainer(t.db(), NOW, { collegeId: college.id, minNoticeMinutes: 240 });
    await createBookableService(t.db(), NOW, { trainer, hoursAhead: 3 });
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/client/athletes?q[college_slug_eql]=${college.slug}`,
    });
    expect(list.json().data[0].attributes.next_availability).toBeNull();
  });
});
