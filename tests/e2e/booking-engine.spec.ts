import { expect, test } from '@playwright/test';
import { athleteDetailResponseSchema } from '../../src/shared/api/athletes';
import { serviceNumber } from '../../src/shared/domain/bookable-service';
import { createPlayer, openCheckout, screenshot, signInWithToken, trainerSession } from './account-helpers';
import { DAY_MS, newOpening, newOption, newTwoSessionPackage } from './support/trainer-offer';

// The booking engine as a trainer and a family meet it (ADR 0028): an opening is carved into
// sessions of the training's length, each shown with its own start and end; a package's
// checkout lists the sessions it books before payment.

test.use({ timezoneId: 'America/New_York' });

test('a 2-hour opening for a 60-minute training offers two times, each with its own start and end', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Two Hours ${testInfo.project.name} ${Date.now()}`;
  const option = await newOption(request, trainer.token, { name });
  const fromDay = testInfo.project.name === 'phone' ? 30 : 10;
  const opening = await newOpening(request, trainer.token, option.id, fromDay, {
    from: '12:00',
    to: '14:00',
  });

  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  await page.goto(`/${trainer.slug}/${serviceNumber(option.slug, trainer.slug)}`);
  // What the visitor should read, in their own zone: the opening's day and its two hours.
  const expected = await page.evaluate(({ from }) => {
    const zone = 'America/New_York';
    const time = (ms: number) =>
      new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone });
    const start = Date.parse(from);
    const hour = 3_600_000;
    return {
      day: new Date(start).toLocaleDateString('en-CA', { timeZone: zone }),
      first: `${time(start)} - ${time(start + hour)}`,
      second: `${time(start + hour)} - ${time(start + 2 * hour)}`,
    };
  }, opening);
  // Days without times read as such to a screen reader, not as "booked" (SPEC's struck-through look).
  await expect(page.getByRole('button', { name: /^\d{4}-\d{2}-\d{2} no times$/ }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: / booked$/ })).toHaveCount(0);
  await page.getByRole('button', { name: `${expected.day} available` }).click();
  const times = page.getByLabel('Times');
  await expect(times.getByRole('button')).toHaveCount(2);
  await expect(times.getByRole('button', { name: expected.first })).toBeVisible();
  await expect(times.getByRole('button', { name: expected.second })).toBeVisible();
  await screenshot(page, testInfo, 'two-slot-opening');

  // The second time is booked through to checkout, which shows that time, not the opening's.
  await times.getByRole('button', { name: expected.second }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText(expected.second, { exact: true })).toBeVisible();
});

test("the day arrows show that day's times alone, and the time chosen is the one booked", async ({
  page,
  request,
}, testInfo) => {
  // Every time of an opening carries the opening's id: they were keyed and chosen by it, so the
  // arrows left the last day's times in the list and one tap chose both times of an opening.
  const trainer = await trainerSession(request);
  const name = `Day Arrows ${testInfo.project.name} ${Date.now()}`;
  const option = await newOption(request, trainer.token, { name });
  const fromDay = testInfo.project.name === 'phone' ? 36 : 16;
  const first = await newOpening(request, trainer.token, option.id, fromDay, { from: '12:00', to: '14:00' });
  const daysAhead = Math.ceil((Date.parse(first.day) - Date.now()) / DAY_MS);
  const second = await newOpening(request, trainer.token, option.id, daysAhead + 2, {
    from: '09:00',
    to: '10:00',
  });

  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  await page.goto(`/${trainer.slug}/${serviceNumber(option.slug, trainer.slug)}`);
  const expected = await page.evaluate(
    ({ a, b }) => {
      const zone = 'America/New_York';
      const time = (ms: number) =>
        new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone });
      const day = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: zone });
      const hour = 3_600_000;
      const at = (iso: string, k: number) =>
        `${time(Date.parse(iso) + k * hour)} - ${time(Date.parse(iso) + (k + 1) * hour)}`;
      return {
        firstDay: day(Date.parse(a)),
        firstTimes: [at(a, 0), at(a, 1)],
        secondDay: day(Date.parse(b)),
        secondTime: at(b, 0),
      };
    },
    { a: first.from, b: second.from },
  );
  await page.getByRole('button', { name: `${expected.firstDay} available` }).click();
  const times = page.getByLabel('Times');
  await expect(times.getByRole('button')).toHaveCount(2);
  // One tap chooses one time.
  await times.getByRole('button', { name: expected.firstTimes[0] }).click();
  await expect(times.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(times.getByRole('button', { name: expected.firstTimes[0] })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Next day: that day's one time, nothing of the day before; and back again, twice.
  for (let round = 0; round < 2; round++) {
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByTestId('time-list-day')).toContainText(expected.secondDay.slice(5));
    await expect(times.getByRole('button')).toHaveCount(1);
    await expect(times.getByRole('button', { name: expected.secondTime })).toBeVisible();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(times.getByRole('button')).toHaveCount(2);
  }
  await page.getByRole('button', { name: 'Next day' }).click();
  await times.getByRole('button', { name: expected.secondTime }).click();
  await screenshot(page, testInfo, 'day-arrows');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const summary = page.getByText('Training Summary').locator('xpath=..');
  await expect(summary.getByText(expected.secondTime, { exact: true })).toBeVisible();
});

test('a package checkout lists the sessions it books before payment', async ({ page, request }, testInfo) => {
  const trainer = await trainerSession(request);
  const start = new Date(Date.now() + (testInfo.project.name === 'phone' ? 32 : 12) * DAY_MS);
  const name = `Engine Package ${testInfo.project.name} ${Date.now()}`;
  const { option, first } = await newTwoSessionPackage(request, trainer.token, name, start);

  const athlete = athleteDetailResponseSchema.parse(
    await (await request.get(`/v1/client/athletes/${trainer.slug}`)).json(),
  ).data.attributes;
  const service = athlete.provided_services.find((s) => s.id === option.id);
  if (!service) throw new Error('the package is not on the trainer page');
  expect(service.package_sessions).toHaveLength(2);
  expect(athlete.included_trainings).toContain(option.id);

  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  // Its booking page lists them too, before the family goes on.
  await page.goto(`/${trainer.slug}/${serviceNumber(option.slug, trainer.slug)}`);
  await expect(page.getByText('This package books these sessions')).toBeVisible();
  await expect(page.getByTestId('package-sessions').getByRole('listitem')).toHaveCount(2);
  await screenshot(page, testInfo, 'package-booking-page');
  await openCheckout(page, {
    providedService: service,
    bookingDate: null,
    selectedSlot: null,
    athleteSlug: trainer.slug,
    location: { location: 'Engine Park Field 2', address: '5 Engine Rd', trainingId: option.id },
  });
  const sessions = page.getByTestId('package-sessions').getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  // Each session in the visitor's zone, MM-DD-YYYY and h:mm A (SPEC §9).
  const shown = await page.evaluate(({ from, to }) => {
    const zone = 'America/New_York';
    const time = (iso: string) =>
      new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone });
    const [m, d, y] = new Date(from)
      .toLocaleDateString('en-US', { timeZone: zone, month: '2-digit', day: '2-digit', year: 'numeric' })
      .split('/');
    return { date: `${m}-${d}-${y}`, range: `${time(from)} - ${time(to)}` };
  }, first);
  await expect(sessions.first()).toContainText(shown.date);
  await expect(sessions.first()).toContainText(shown.range);
  await screenshot(page, testInfo, 'package-checkout');
});

test.describe('a visitor in another time zone', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('reads a training card’s days, next and last dates on their own calendar', async ({
    page,
    request,
  }, testInfo) => {
    const trainer = await trainerSession(request);
    const name = `Late Evening ${testInfo.project.name} ${Date.now()}`;
    const option = await newOption(request, trainer.token, { name });
    // 9 PM at the trainer's (a US zone) is the next morning in Berlin.
    const opening = await newOpening(
      request,
      trainer.token,
      option.id,
      testInfo.project.name === 'phone' ? 55 : 45,
      {
        from: '21:00',
        to: '22:00',
      },
    );
    await page.goto(`/${trainer.slug}`);
    const expected = await page.evaluate(({ from, day }) => {
      const parts = (zone: string) => {
        const at = new Date(from);
        const weekday = at.toLocaleDateString('en-US', { weekday: 'short', timeZone: zone });
        const [m, d, y] = at
          .toLocaleDateString('en-US', { timeZone: zone, month: '2-digit', day: '2-digit', year: 'numeric' })
          .split('/');
        return `${weekday} ${m}-${d}-${y}`;
      };
      const letters = ['Su', 'M', 'T', 'W', 'Th', 'F', 'Sa'];
      return {
        visitor: parts('Europe/Berlin'),
        // Its weekday in Berlin (Date's own zone here), and at the trainer's, on its booking date.
        visitorDay: letters[new Date(from).getDay()],
        trainerDay: letters[new Date(`${day}T12:00:00Z`).getUTCDay()],
      };
    }, opening);
    const card = page.getByTestId('training-card').filter({ hasText: name });
    await expect(card).toContainText(`Next ${expected.visitor}`);
    await expect(card).toContainText(`Last ${expected.visitor}`);
    // Its Days on the same calendar: the one weekday it falls on in Berlin, not the trainer's.
    expect(expected.visitorDay).not.toBe(expected.trainerDay);
    await expect(card.locator('p', { hasText: /^Days / })).toHaveText(`Days ${expected.visitorDay}`);
    // Not the trainer's calendar day (the opening's booking date there).
    const [y, m, d] = opening.day.split('-');
    await expect(card).not.toContainText(`${m}-${d}-${y}`);
    await screenshot(page, testInfo, 'card-in-visitor-zone');
  });
});
