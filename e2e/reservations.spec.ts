import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { e2eNow } from './support/clock.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { screenshotBothWidths } from './support/screenshots.ts';
import { pdfLines } from '../apps/server/src/test-support/pdf-reading.ts';

/**
 * Reservations (docs/product/reservations.md#booking, #messages). The demo data (apps/server/src/seed/seed-reservations.ts) gives
 * Northfield 'North Tower Dining' (Lunch and Dinner blocks, one visit per block), 'Westside Grill'
 * (guests up to +3, 12 seats; tomorrow at noon 11 are taken), and the demo customer's own two
 * reservations: North Tower lunch at 11:30 AM in two days, Westside Grill at 6:30 PM in a week.
 */
const SITE = 'northfield';
const SITE_ID = 1;
const DEMO = { email: 'demo@northfield.example.edu', password: 'Demo-pass1!' };
const ZONE = 'America/New_York';
const CREATED = 'Reservation successfully created.';
const CANCELLED = 'Your reservation has been successfully cancelled.';

/** The site's date `days` after the e2e clock's today. */
function dayAhead(days: number): Date {
  return new Date(e2eNow().getTime() + days * 86_400_000);
}
/** React Aria's name of a calendar day: 'Thursday, June 11, 2026' (with 'Today, ' or ', selected' around it). */
const dayName = (days: number) =>
  new RegExp(new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(dayAhead(days)));
/** The table's M/D/YY. */
const shortDate = (days: number) => new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'numeric', day: 'numeric', year: '2-digit' }).format(dayAhead(days));

/**
 * Picks the day `days` ahead in the reservation calendar of `scope`. The calendar opens on the month
 * of the first bookable day and shows one month: a day in a later one is a turn or two of the page.
 */
async function pickDay(scope: Locator, days: number) {
  const calendar = scope.getByRole('application', { name: /Reservation date/ });
  await expect(calendar).toBeVisible();
  const month = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'long', year: 'numeric' }).format(dayAhead(days));
  for (let turns = 0; turns < 2 && !(await calendar.getByRole('heading', { name: month }).isVisible()); turns += 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await calendar.getByRole('button', { name: dayName(days) }).click();
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').filter({ hasText: text });

/** Presses Tab until `target` has focus: it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, most = 120) {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses Tab until focus is inside `group`. */
async function tabInto(page: Page, group: Locator, most = 120) {
  for (let i = 0; i < most; i += 1) {
    if (await group.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the group');
}

/** In a radio group with focus, presses Down (wrapping) until `radio` is checked. */
async function arrowTo(page: Page, radio: Locator, most = 40) {
  for (let i = 0; i < most; i += 1) {
    if (await radio.isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
}

async function logIn(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function openAccountTab(page: Page) {
  await page.goto(`/${SITE}/login`);
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Account' })).toBeVisible();
  await page.goto(`/${SITE}/customer-account?tab=reservations`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your reservations' })).toBeVisible();
}

/** The card's text as a PDF reader extracts it; a long line (the link) is drawn over several lines, so they are joined as one text. */
async function pdfText(bytes: Buffer): Promise<string> {
  return (await pdfLines(bytes)).join('');
}

test.describe('reservations', () => {
  test.describe.configure({ timeout: 90_000 });

  test('book through the section page with the keyboard alone, after logging in there', async ({ page }) => {
    await page.goto(`/${SITE}/reservations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in to make a reservation.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await logIn(page);

    const title = page.locator('#res-page-title');
    await expect(title).toHaveText('Make a reservation');
    // Tab into the location radios, then the arrow keys choose (as browsers do for radio buttons).
    const locationGroup = page.getByRole('group', { name: 'Location' });
    await tabInto(page, locationGroup);
    await arrowTo(page, locationGroup.getByRole('radio', { name: 'Westside Grill' }));
    await expect(title).toHaveText('Make a reservation at Westside Grill');

    const day = page.getByRole('button', { name: dayName(3) });
    await tabTo(page, page.getByRole('grid').getByRole('button', { name: dayName(0) }));
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(day).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(title).toHaveText(`Make a reservation at Westside Grill on ${shortDate(3)}`);

    const times = page.getByRole('group', { name: 'Time' });
    await tabInto(page, times);
    await arrowTo(page, times.getByRole('radio', { name: '1:30 PM' }));
    await expect(title).toHaveText(`Make a reservation at Westside Grill on ${shortDate(3)} at 1:30 PM`);
    const guests = page.getByRole('group', { name: 'Number of guests' });
    await tabInto(page, guests);
    await arrowTo(page, guests.getByRole('radio', { name: '+1' }));
    await expect(page.getByRole('textbox', { name: /First Name/ })).not.toHaveValue('');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Create reservation' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, CREATED)).toBeVisible();
    await expect(title).toHaveText('Make a reservation');
    // The form is gone: focus is back on the first step, not lost.
    await expect(locationGroup.getByRole('radio').first()).toBeFocused();
  });

  test('book from the account modal with a time block, then with guests, and see both in the table', async ({ page }) => {
    await openAccountTab(page);
    await page.getByRole('button', { name: 'Make a reservation' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Make a reservation' })).toBeVisible();

    await dialog.getByRole('radio', { name: 'North Tower Dining' }).check();
    await pickDay(dialog, 4);
    await dialog.getByRole('radio', { name: /^Lunch/ }).check();
    await dialog.getByRole('group', { name: 'Time' }).getByRole('radio', { name: '12:30 PM' }).check();
    await expect(dialog.getByRole('heading', { name: /^Make a reservation/ })).toHaveText(`Make a reservation at North Tower Dining on ${shortDate(4)} at 12:30 PM`);
    await expect(dialog.getByRole('group', { name: 'Number of guests' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create reservation' }).click();
    await expect(toast(page, CREATED)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /^Make a reservation/ })).toHaveText('Make a reservation');

    await dialog.getByRole('radio', { name: 'Westside Grill' }).check();
    await pickDay(dialog, 5);
    await dialog.getByRole('group', { name: 'Time' }).getByRole('radio', { name: '1:00 PM' }).check();
    const guests = dialog.getByRole('group', { name: 'Number of guests' });
    await expect(guests.getByRole('radio')).toHaveCount(4); // 'Just me', '+1', '+2', '+3'
    await guests.getByRole('radio', { name: '+2' }).check();
    await dialog.getByRole('textbox', { name: /Notes/ }).fill('A quiet table, please.');
    await dialog.getByRole('button', { name: 'Create reservation' }).click();
    await expect(toast(page, CREATED).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: shortDate(4) }).filter({ hasText: '12:30 PM' }).filter({ hasText: 'North Tower Dining' })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: shortDate(5) }).filter({ hasText: '1:00 PM' }).filter({ hasText: 'Westside Grill' }).filter({ hasText: '+2' })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('cancel from the table after confirming; the print link opens the PDF card', async ({ page }) => {
    await openAccountTab(page);
    const row = page.getByRole('row').filter({ hasText: shortDate(7) }).filter({ hasText: '6:30 PM' }).filter({ hasText: 'Westside Grill' });
    await expect(row).toHaveCount(1);
    const print = row.getByRole('link', { name: /Print/ });
    const card = await page.request.get((await print.getAttribute('href')) ?? '');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toContain('application/pdf');
    const cardText = await pdfText(await card.body());
    expect(cardText).toContain('Westside Grill');
    expect(cardText).toContain('6:30 PM');
    expect(cardText).toMatch(/\/northfield\/cancel-reservation\/[0-9a-f-]{36}\/[0-9a-f-]{36}/i);

    await row.getByRole('button', { name: /Cancel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(toast(page, CANCELLED)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('cancel through the link in the confirmation e-mail while logged out, once only', async ({ page, context }) => {
    await openAccountTab(page);
    // A booking of its own, made as the page makes it, so its confirmation is in the outbox.
    const { locations } = (await (await page.request.get(`/v1/locations/all_locations_reservations?site_id=${SITE_ID}`)).json()) as { locations: { id: number; name: string }[] };
    const grill = locations.find((l) => l.name === 'Westside Grill');
    expect(grill).toBeDefined();
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(dayAhead(5));
    const availability = (await (await page.request.get(`/v1/reservations/availability?site_id=${SITE_ID}&location_id=${grill?.id ?? 0}&date=${date}`)).json()) as {
      slots: { hour: number; minutes: number; problem: string | null }[];
    };
    const slot = availability.slots.find((s) => s.problem === null);
    if (!slot) throw new Error('Westside Grill has no free slot in five days');
    const created = await page.request.post('/v1/reservations/', {
      data: { first_name: 'Demo', last_name: 'Student', email: DEMO.email, location_id: grill?.id, date, hour: slot.hour, minute: slot.minutes, friends: 0, notes: '', ver: 2, idempotency_key: `e2e-link-${date}` },
    });
    expect(created.status()).toBe(200);
    await context.clearCookies();

    await page.goto('/dev/mail');
    const subject = `Your reservation at Westside Grill on ${shortDate(5)}`;
    await page.getByRole('row').filter({ hasText: DEMO.email }).getByRole('link', { name: subject }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole('heading', { name: /reservation\.ics/ })).toBeVisible();
    const text = (await page.locator('pre').first().textContent()) ?? '';
    const link = /https?:\/\/\S+\/northfield\/cancel-reservation\/[0-9a-f-]{36}\/[0-9a-f-]{36}/i.exec(text)?.[0];
    expect(link, 'the e-mail carries the cancellation link').toBeDefined();

    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1, name: 'Cancel reservation' })).toBeVisible();
    // What the link cancels is said before the button.
    const facts = page.locator('.res-cancel-page__facts');
    const longDay = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(dayAhead(5));
    const time = `${slot.hour % 12 === 0 ? 12 : slot.hour % 12}:${String(slot.minutes).padStart(2, '0')} ${slot.hour < 12 ? 'AM' : 'PM'}`;
    await expect(facts.locator('dd')).toHaveText(['Westside Grill', longDay, time, 'Just me']);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'cancel-reservation');
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(page.getByRole('status').filter({ hasText: CANCELLED })).toBeVisible();
    // Coming back to the link: it says so at load, with no button to press.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'This reservation has already been cancelled.' })).toBeVisible();
    await expect(facts.locator('dd').first()).toHaveText('Westside Grill');
    await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
    // A link that names no reservation says so at load.
    await page.goto(`/${SITE}/cancel-reservation/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('alert').filter({ hasText: 'We could not find this reservation. Check that the link is the whole one from your email.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a slot taken by the student is listed as unavailable, with its reason in words; on a phone it fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openAccountTab(page);
    // On a phone the table shows time (with the date), location, guests and actions.
    await expect(page.getByRole('columnheader', { name: 'Date' })).toBeHidden();
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // Tomorrow at noon Westside Grill has 1 seat left; taking it leaves it full.
    const taken = await page.request.post('/v1/reservations/', {
      data: { first_name: 'Demo', last_name: 'Student', email: DEMO.email, location_id: await westsideId(page), date: isoDay(1), hour: 12, minute: 0, friends: 0, site_id: SITE_ID, ver: 2 },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(taken.status()).toBe(200);
    await page.goto(`/${SITE}/reservations`);
    await page.getByRole('radio', { name: 'Westside Grill' }).check();
    await pickDay(page.locator('body'), 1);
    const noon = page.getByRole('group', { name: 'Time' }).getByRole('radio', { name: '12:00 PM' });
    await expect(noon).toBeDisabled();
    // The student's own booking is the reason given (it comes before the slot being full).
    await expect(noon).toHaveAccessibleDescription("You've already reserved this time.");
    await expect(page.getByRole('group', { name: 'Time' }).getByRole('radio', { name: '12:30 PM' })).toBeEnabled();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});

const isoDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(dayAhead(days));

async function westsideId(page: Page): Promise<number> {
  const answer = (await (await page.request.get(`/v1/locations/all_locations_reservations?site_id=${SITE_ID}`)).json()) as { locations: { id: number; name: string }[] };
  const westside = answer.locations.find((l) => l.name === 'Westside Grill');
  if (!westside) throw new Error('No Westside Grill in the demo data');
  return westside.id;
}
