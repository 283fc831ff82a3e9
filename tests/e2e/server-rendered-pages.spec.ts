import { expect, type Page, test } from '@playwright/test';

// Public pages come rendered by the server and are then hydrated (ADR 0022). Demo data
// (src/server/db/seed): Adrian Kuhlman's 'Infield Defense Training' has two places; his
// '3-Session Catching Package' is sold out.
const TRAINER = { slug: 'adrian-kuhlman', name: 'Adrian Kuhlman' };
const SINGLE = 'Infield Defense Training';
const SOLD_OUT = '3-Session Catching Package';
const SCHOOL = { slug: 'pacific-crest', name: 'Pacific Crest University' };

/** Console errors and uncaught errors (a hydration mismatch shows as one of these). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

function card(page: Page, name: string) {
  return page.getByTestId('training-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test.describe('server-rendered public pages', () => {
  test('a trainer page arrives rendered, hydrates without errors, and its booking controls work', async ({
    page,
    request,
  }) => {
    // The HTML itself holds the page: the name, a training, and the data it was rendered from.
    const html = await (await request.get(`/${TRAINER.slug}`)).text();
    expect(html).toContain(`<title>${TRAINER.name} | TrainHub</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${TRAINER.name}</h1>`));
    expect(html).toContain(SINGLE);
    expect(html).toContain('<script type="application/json" id="server-state">');

    const errors = collectErrors(page);
    await page.goto(`/${TRAINER.slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: TRAINER.name, level: 1 })).toBeVisible();

    // The hydrated page answers clicks: Book Now asks for the place, Get Notified for details.
    await card(page, SINGLE).getByRole('button', { name: 'Book Now' }).click();
    const chooser = page.getByRole('dialog', { name: 'Select Training Location' });
    await expect(chooser).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chooser).toHaveCount(0);

    const soldOut = card(page, SOLD_OUT);
    await expect(soldOut.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    await soldOut.getByRole('button', { name: 'Get Notified' }).click();
    await expect(page.getByRole('dialog', { name: 'Get Notified' })).toBeVisible();

    // Continuing the booking: the place, then the date page of the chosen training.
    await page.keyboard.press('Escape');
    await card(page, SINGLE).getByRole('button', { name: 'Book Now' }).click();
    await chooser.getByRole('button').filter({ hasText: ' | ' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${TRAINER.slug}/1$`));
    await expect(page.getByText('Pick a date')).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('a click on the rendered page before its code has started is answered once it has', async ({
    page,
  }) => {
    // The trainer page's code arrives late: its buttons are on screen, not yet hydrated.
    let chunkAsked = () => {};
    const asked = new Promise<void>((resolve) => {
      chunkAsked = resolve;
    });
    await page.route('**/assets/athlete-page-*.js', async (route) => {
      chunkAsked();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const errors = collectErrors(page);
    await page.goto(`/${TRAINER.slug}`, { waitUntil: 'commit' });
    // The app has started and asked for the page's code (a click before the app's own script
    // runs cannot be kept without an inline script, src/web/main.tsx); the page is not hydrated yet.
    await asked;
    await card(page, SOLD_OUT).getByRole('button', { name: 'Get Notified' }).click();
    await expect(page.getByRole('dialog', { name: 'Get Notified' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a school page arrives rendered and hydrates without errors; its filters work', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/s/${SCHOOL.slug}`)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>.*${SCHOOL.name}.*</h1>`));
    expect(html).toContain('data-testid="trainer-row"');

    const errors = collectErrors(page);
    await page.goto(`/s/${SCHOOL.slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: SCHOOL.name, level: 1 })).toBeVisible();
    const rows = page.getByTestId('trainer-row');
    const all = await rows.count();
    expect(all).toBeGreaterThan(0);

    // A filter narrows the list through the hydrated page's own query. On a busy machine the
    // page may still be hydrating after network idle; a tap then is lost (taps before
    // hydration are their own test), so the tap is repeated until the page has answered.
    let answered = false;
    const filtered = page
      .waitForResponse((r) => r.url().includes('q%5Bgender_eq%5D=female'))
      .then((response) => {
        answered = true;
        return response;
      });
    await expect(async () => {
      if (!answered) await page.getByText('Womens', { exact: true }).click();
      await expect.poll(() => answered, { timeout: 2_000 }).toBe(true);
    }).toPass({ timeout: 20_000 });
    expect((await filtered).status()).toBe(200);
    await expect(rows.first()).toBeVisible();
    // The filter lives in the address: Back from a trainer shows the same list.
    await expect(page).toHaveURL(new RegExp(`/s/${SCHOOL.slug}/all/womens$`));
    await rows.first().getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/s\//);
    await page.goBack();
    await expect(page.getByRole('radio', { name: 'Womens' })).toBeChecked();

    expect(errors).toEqual([]);
  });

  test('an unknown trainer is the not-found page, from the single-page shell', async ({ page, request }) => {
    const html = await (await request.get('/no-such-trainer-here')).text();
    expect(html).not.toContain('id="server-state"');
    await page.goto('/no-such-trainer-here');
    await expect(page.getByRole('heading', { name: 'Oops. This page has gone missing.' })).toBeVisible();
  });
});

// The server cannot know the visitor's zone: it renders the default zone's times (New York),
// and the hydrated page switches to the browser's own right after (SPEC §9, ADR 0026).
test.describe('a server-rendered page in the visitor time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  const startMinutes = (text: string) => {
    const match = /(\d{1,2}):(\d{2}) ([AP]M) - /.exec(text);
    if (!match) throw new Error(`no time in ${text}`);
    const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
    return hours * 60 + Number(match[2]);
  };

  test("a school page's openings move from New York time to the visitor's once hydrated", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/s/${SCHOOL.slug}`)).text();
    const served = html.slice(html.indexOf('data-testid="schedule-entry"')).replace(/<[^>]+>/g, ' ');
    const newYork = startMinutes(served);

    const errors = collectErrors(page);
    await page.goto(`/s/${SCHOOL.slug}`);
    const first = page.getByTestId('schedule-entry').first();
    // Los Angeles is three hours behind New York all year (both change clocks the same days).
    await expect
      .poll(async () => (newYork - startMinutes((await first.textContent()) ?? '') + 1440) % 1440)
      .toBe(180);
    expect(errors).toEqual([]);
  });
});
