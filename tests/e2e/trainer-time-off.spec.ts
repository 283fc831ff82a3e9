import { expect, test } from '@playwright/test';
import { trainerEntryListResponseSchema } from '../../src/shared/api/trainer-availability';
import { formatCalendarDay } from '../../src/web/features/trainer-site/format';
import { createPlayer, screenshotPath, trainerSession } from './account-helpers';
import {
  bookThroughApi,
  newOpening,
  newOption,
  openAsTrainer,
  saveSandboxCard,
} from './support/trainer-offer';

// Time off (ADR 0063): a trainer who will be away removes a few days' openings at once. Those
// nobody booked go; a booked one stays (a family holds a seat) and the dialog lists it, pointing to
// the schedule, where the trainer asks its family to cancel. Days far ahead, clear of the demo's
// openings and of the other tests' days.

// The page is long (months of openings): its screenshots are of the card and the dialog alone.
test('a trainer takes two days off: the free openings go, the booked one stays and is listed', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Time Off ${testInfo.project.name} ${Date.now()}`;
  const option = await newOption(request, trainer.token, { name, training_type: 'group', max_seats: 2 });
  const firstDay = testInfo.project.name === 'phone' ? 160 : 150;
  const booked = await newOpening(request, trainer.token, option.id, firstDay, {
    from: '04:00',
    to: '05:00',
  });
  const free = await newOpening(request, trainer.token, option.id, firstDay, { from: '05:00', to: '06:00' });
  expect(free.day).toBe(booked.day);
  const nextDay = await newOpening(request, trainer.token, option.id, firstDay + 1, {
    from: '04:00',
    to: '05:00',
  });
  const family = await createPlayer(request);
  const cardId = await saveSandboxCard(request, family.token);
  await bookThroughApi(request, family.token, { serviceId: option.id, from: booked.from, cardId });

  await openAsTrainer(page, trainer.token, '/trainer/availability');
  await expect(page.getByRole('heading', { name: 'Availability', level: 1 })).toBeVisible();
  // The booked opening says why it cannot be edited or removed, before anyone tries.
  const day = page.getByRole('region', { name: formatCalendarDay(booked.day) });
  const more = page.getByRole('button', { name: 'Show 6 more weeks' });
  for (let i = 0; i < 5 && !(await day.isVisible()); i++) {
    await more.click();
    await page.waitForLoadState('networkidle');
  }
  const bookedCard = day.getByRole('article').filter({ has: page.getByTestId('booked-opening-note') });
  await expect(bookedCard).toContainText('1 booked');
  await expect(bookedCard.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(bookedCard.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await bookedCard.scrollIntoViewIfNeeded();
  await bookedCard.screenshot({ path: screenshotPath(testInfo, 'trainer-availability-booked-opening') });

  await page.getByRole('button', { name: 'Time off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take time off' });
  await dialog.getByLabel('First day').fill(booked.day);
  await dialog.getByLabel('Last day').fill(nextDay.day);
  await dialog.getByRole('button', { name: 'Remove openings' }).click();
  const kept = dialog.getByTestId('time-off-kept');
  await expect(kept).toContainText(
    '2 openings removed. This opening is booked, so it was kept for its families and closed to new bookings:',
  );
  await expect(kept.getByRole('listitem')).toHaveText([
    `${formatCalendarDay(booked.day)}, 4:00 AM – 5:00 AM: 1 booked`,
  ]);
  await expect(kept.getByRole('link', { name: 'Schedule' })).toBeVisible();
  await dialog.screenshot({ path: screenshotPath(testInfo, 'trainer-time-off-kept') });
  await kept.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Only the booked opening is left on those days, closed to families, on the page as in the API.
  await expect(day.getByRole('article')).toHaveCount(1);
  await expect(bookedCard.getByTestId('closed-opening-note')).toHaveText(
    'Closed for your time off: families can’t book it or join its waitlist. Kept for its bookings.',
  );
  await bookedCard.screenshot({ path: screenshotPath(testInfo, 'trainer-availability-closed-opening') });
  const left = await request.get(`/v1/trainer/calendar_entries?from=${booked.day}&to=${nextDay.day}`, {
    headers: { 'AUTH-TOKEN': trainer.token },
  });
  const entries = trainerEntryListResponseSchema.parse(await left.json()).data;
  expect(entries.map((e) => e.attributes.id)).toEqual([booked.id]);
  expect(entries[0]?.attributes.closed).toBe(true);
  // Another family can no longer book its free seat.
  const other = await createPlayer(request);
  const otherCard = await saveSandboxCard(request, other.token);
  const refused = await request.post('/v1/client/bookings', {
    headers: { 'AUTH-TOKEN': other.token },
    data: { booking: { provided_service_id: option.id, from_time: booked.from }, card_id: otherCard },
  });
  expect(refused.status(), await refused.text()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);

  // Back after all: the trainer reopens it, and its free seat is for sale again.
  await bookedCard.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText(/is open again: families can book it\.$/)).toBeVisible();
  await expect(bookedCard.getByTestId('closed-opening-note')).toHaveCount(0);
  await bookThroughApi(request, other.token, { serviceId: option.id, from: booked.from, cardId: otherCard });
});
