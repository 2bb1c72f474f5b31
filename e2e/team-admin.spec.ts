import {
  flightScreenMessages,
  MSG,
  teamMessages,
  seriesCountText,
  type Flight,
  isoDayOf,
} from '@skylark/contract';
import { adminToken, apiCall, loginAdminInBrowser, registerCustomer, unique } from './support/api';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { loginAgentInBrowser } from './support/team';
import { createFlightViaApi, freeFlightNumber, localInput } from './support/flights';

const SHOTS = '/tmp/shots/team';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const STRONG = 'Kestrel-Harbour-42';
const RENEWED = 'Osprey-Lantern-77';

const dayAfter = (local: string, days: number) => {
  const d = new Date(`${local.slice(0, 10)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDayOf(d);
};

test.describe('flight dialogs and the weekly series', () => {
  test('creates a 4-week series twice a week: every flight listed and highlighted', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await loginAdminInBrowser(page);
    await page.goto('/admin/flights');
    await page.getByRole('button', { name: flightScreenMessages.addFlight }).click();
    const dialog = page.getByRole('dialog', { name: flightScreenMessages.createNewFlight });
    const number = await freeFlightNumber(page.request);
    const departure = localInput(48);
    await dialog.getByLabel('Flight Number').fill(number);
    await dialog.getByLabel('Departure City').selectOption('Bucharest, Henri Coandă International (OTP)');
    await dialog.getByLabel('Arrival City').selectOption('Paris, Charles de Gaulle (CDG)');
    await dialog.getByLabel('Departure Date').fill(departure);
    await dialog.getByLabel('Arrival Date').fill(localInput(51));
    await dialog.getByLabel('Economy Price ($)').fill('129');
    await dialog.getByLabel(teamMessages.repeatWeekly).check();
    // the departure's weekday is ticked; the next day too
    const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    const first = (new Date(departure).getDay() + 6) % 7;
    await expect(dialog.getByLabel(weekdays[first]!, { exact: true })).toBeChecked();
    await dialog.getByLabel(weekdays[(first + 1) % 7]!, { exact: true }).check();
    await dialog.getByLabel(teamMessages.repeatUntil).fill(dayAfter(departure, 27));
    await expect(dialog.getByText(seriesCountText(8))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/series-dialog-desktop.png` });
    expect(await axeViolations(page, 'Add Flight, Repeat weekly')).toEqual([]);

    await dialog.getByRole('button', { name: 'Create Flight' }).click();
    await expect(page.getByText(teamMessages.seriesCreated)).toBeVisible();
    const created = page.locator('tr[data-new-flight]');
    await expect(created).toHaveCount(8);
    await expect(created.first()).toBeInViewport();
    await expect(created.first()).toContainText(teamMessages.newFlight);
    await page.screenshot({ path: `${SHOTS}/series-created-desktop.png` });

    // the server holds exactly the eight flights of the series
    const token = await adminToken(page.request);
    const again = await apiCall(page.request, 'GET', `/admin/flights?search=${number}&limit=100`, { token });
    expect((again.body.data as { totalFlights: number }).totalFlights).toBe(8);
  });

  test('Duplicate opens Add Flight filled in; a problem is shown and focused at its field', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allowHttpStatus(409);
    const flight = await createFlightViaApi(page.request);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await loginAdminInBrowser(page);
      await page.goto('/admin/flights');
      await page.getByPlaceholder(flightScreenMessages.searchFlightsPlaceholder).fill(flight.flightNumber);
      if (size === DESKTOP) {
        await page.getByRole('button', { name: `Actions for flight ${flight.flightNumber}` }).click();
        await page.getByRole('menuitem', { name: teamMessages.duplicate }).click();
      } else {
        await page.getByRole('button', { name: `${teamMessages.duplicate} ${flight.flightNumber}` }).click();
      }
      const dialog = page.getByRole('dialog', { name: flightScreenMessages.createNewFlight });
      await expect(dialog.getByLabel('Flight Number')).toHaveValue(flight.flightNumber);
      await expect(dialog.getByLabel('Departure City')).toHaveValue(flight.departure.city);
      await expect(dialog.getByLabel('Economy Price ($)')).toHaveValue('149.5');
      await expect(dialog.getByLabel('Business Seats')).toHaveValue('24');
      // the same number on the same day is refused by the server, said at the top of the form
      await dialog.getByRole('button', { name: 'Create Flight' }).click();
      await expect(dialog.getByRole('alert').first()).toContainText(
        'A flight with this number already exists',
      );
      // a bad flight number: its field shows the problem and takes the focus
      await dialog.getByLabel('Flight Number').fill('bad');
      await dialog.getByLabel('Economy Price ($)').focus();
      await dialog.getByRole('button', { name: 'Create Flight' }).click();
      await expect(dialog.getByLabel('Flight Number')).toBeFocused();
      await expect(dialog.getByText(MSG.flightNumberPattern)).toBeVisible();
      // the full airport name is readable on a phone
      if (size === PHONE)
        await expect(dialog.locator('span', { hasText: flight.arrival.city })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/duplicate-${size.width}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });

  test('lists the next departures first', async ({ page }) => {
    const later = await createFlightViaApi(page.request, {
      departure: {
        city: 'Oslo, Gardermoen (OSL)',
        date: new Date(Date.now() + 300 * 86_400_000).toISOString(),
      },
      arrival: {
        city: 'Paris, Charles de Gaulle (CDG)',
        date: new Date(Date.now() + 300 * 86_400_000 + 7_200_000).toISOString(),
      },
    });
    // two minutes ahead: sooner than any seeded flight or any other journey's
    const soon = await createFlightViaApi(page.request, {
      departure: { city: 'Oslo, Gardermoen (OSL)', date: new Date(Date.now() + 120_000).toISOString() },
      arrival: {
        city: 'Paris, Charles de Gaulle (CDG)',
        date: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      },
    });
    await page.setViewportSize(DESKTOP);
    await loginAdminInBrowser(page);
    await page.goto('/admin/flights');
    await expect(page.getByRole('row').nth(1)).toContainText(soon.flightNumber);
    await expect(page.getByRole('row', { name: new RegExp(later.flightNumber) })).toHaveCount(0);
  });
});

test("the dashboard's date-range error moves neither the dates nor the cards", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginAdminInBrowser(page);
  await page.goto('/admin/dashboard');
  const start = page.getByLabel('Start date');
  const card = page.getByText('Total Bookings');
  await expect(card).toBeVisible();
  const before = [await start.boundingBox(), await card.boundingBox()];
  await page.getByLabel('End date').fill('2020-01-01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'End date must be on or after the start date' }),
  ).toBeVisible();
  await expect(page.getByLabel('End date')).toHaveAttribute('aria-invalid', 'true');
  expect([await start.boundingBox(), await card.boundingBox()]).toEqual(before);
  await page.screenshot({ path: `${SHOTS}/dashboard-range-error.png` });
});

test.describe('roles', () => {
  test('an agent sees no flight-editing, blocking or team controls, at both sizes', async ({ page }) => {
    const flight: Flight = await createFlightViaApi(page.request);
    const customer = await registerCustomer(page.request, {
      firstName: 'Agentview',
      lastName: `Client${unique().replace(/\d/g, '')}`,
    });
    await loginAgentInBrowser(page);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/admin/flights');
      await page.getByPlaceholder(flightScreenMessages.searchFlightsPlaceholder).fill(flight.flightNumber);
      await expect(page.getByText(flight.flightNumber).locator('visible=true').first()).toBeVisible();
      await expect(page.getByRole('button', { name: flightScreenMessages.addFlight })).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: /Actions for flight|Edit|Duplicate|Cancel/ }),
      ).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/agent-flights-${size.width}.png` });

      await page.goto('/admin/users');
      await page.getByLabel('Search users').fill(customer.email);
      const name = `${customer.firstName} ${customer.lastName}`;
      await page
        .getByRole('button', { name: `Actions for ${name}`, exact: true })
        .locator('visible=true')
        .click();
      await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /Block User|Delete User/ })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.goto('/admin/dashboard');
      await expect(page.getByRole('button', { name: 'Create New Flight' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Team' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Audit' })).toHaveCount(0);

      // typed in by hand, the administrators' pages say what they are for, with nothing to press
      for (const [path, title] of [
        ['/admin/team', 'Team'],
        ['/admin/audit', 'Audit'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await expect(page.getByText(teamMessages.adminsOnly(title))).toBeVisible();
        await expect(page.getByRole('button', { name: teamMessages.addMember })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
      }
      expect(await axeViolations(page, `/admin/audit as an agent (${size.width} px)`)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/agent-team-${size.width}.png` });
    }
  });

  test('a new agent replaces the temporary password at the first login and lands on the bookings desk, at both sizes', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allowHttpStatus(400); // the temporary password offered again, on purpose
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      const email = `first-${unique()}@skylark.test`;
      const added = await apiCall(page.request, 'POST', '/admin/team', {
        token: await adminToken(page.request),
        body: { email, password: STRONG, firstName: 'New', lastName: 'Agent', teamRole: 'agent' },
      });
      expect(added.status).toBe(201);
      await page.goto('/admin/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(STRONG);
      await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
      await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
      // nothing else is reachable before the new password: no token was given
      expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
      const form = page.getByRole('form', { name: 'Choose a new password' });
      await form.getByLabel('New password', { exact: true }).fill(STRONG);
      await form.getByLabel('Confirm new password').fill(STRONG);
      await form.getByRole('button', { name: 'Save and continue' }).click();
      await expect(form.getByText('Choose a password different from the temporary one')).toBeVisible();
      await form.getByLabel('New password', { exact: true }).fill(RENEWED);
      await form.getByLabel('Confirm new password').fill(RENEWED);
      expect(await axeViolations(page, 'Choose your password')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/temporary-password-${size.width}.png` });
      await form.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page).toHaveURL(/\/admin\/bookings$/);
      // the desk's own heading: the password form's h1 stays on screen until the desk replaces it
      await expect(page.getByRole('heading', { name: 'Booking Management', level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/agent-lands-on-desk-${size.width}.png` });
      await page.evaluate(() => window.localStorage.clear());
    }
  });

  test('an admin adds an agent on the Team screen, promotes and removes them, at both sizes', async ({
    page,
  }) => {
    test.slow(); // the whole round at two sizes, with the agent's own view of Team and Audit
    await loginAdminInBrowser(page);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/admin/team');
      await expect(page.getByRole('heading', { name: teamMessages.team })).toBeVisible();
      const self = page.getByRole('listitem', { name: 'Skylark Administrator' });
      await expect(self).toContainText(teamMessages.you);
      await expect(self.getByRole('combobox')).toBeDisabled();
      await expect(self.getByRole('button', { name: /Remove/ })).toHaveCount(0);

      await page.getByRole('button', { name: teamMessages.addMember }).click();
      const dialog = page.getByRole('dialog', { name: teamMessages.addMember });
      await dialog.getByRole('button', { name: teamMessages.addMember }).click();
      await expect(dialog.getByText('Email is required')).toBeVisible();
      // The first problem's field takes the focus, and react-hook-form focuses it again a task
      // later: a timer queued after that one (the same zero delay runs in order) lets it pass, or the
      // first name would land in Email.
      await expect(dialog.getByLabel('Email')).toBeFocused();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      const last = `Agent${unique().replace(/\d/g, '')}`;
      await dialog.getByLabel('First name').fill('Desk');
      await dialog.getByLabel('Last name').fill(last);
      await dialog.getByLabel('Email').fill(`${last.toLowerCase()}@skylark.test`);
      await dialog.getByLabel(teamMessages.temporaryPassword).fill(STRONG);
      expect(await axeViolations(page, 'Add Member')).toEqual([]);
      await dialog.getByRole('button', { name: teamMessages.addMember }).click();
      await expect(page.getByText(teamMessages.memberAdded)).toBeVisible();

      const member = page.getByRole('listitem', { name: `Desk ${last}` });
      await expect(member).toContainText(teamMessages.never);
      await expect(member).toContainText(teamMessages.twoFactorOff);
      await member
        .getByRole('combobox', { name: `${teamMessages.role} of Desk ${last}` })
        .selectOption('admin');
      await expect(page.getByText(teamMessages.roleChanged)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/team-${size.width}.png`, fullPage: true });
      expect(await axeViolations(page, '/admin/team')).toEqual([]);

      await member.getByRole('button', { name: `${teamMessages.removeMember} Desk ${last}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: teamMessages.removeMember }).click();
      await expect(page.getByText(teamMessages.memberRemoved)).toBeVisible();
      await expect(member).toHaveCount(0);
    }
  });
});

test.describe('admin users on a phone', () => {
  test('show cards with Status and Actions in view', async ({ page }) => {
    const customer = await registerCustomer(page.request, {
      firstName: 'Phonecard',
      lastName: `Client${unique().replace(/\d/g, '')}`,
    });
    await page.setViewportSize(PHONE);
    await loginAdminInBrowser(page);
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(customer.email);
    const card = page.getByRole('listitem', { name: `${customer.firstName} ${customer.lastName}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Active')).toBeInViewport();
    const actions = card.getByRole('button', {
      name: `Actions for ${customer.firstName} ${customer.lastName}`,
    });
    await expect(actions).toBeInViewport();
    const box = await actions.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/users-phone.png`, fullPage: true });
    expect(await axeViolations(page, '/admin/users (phone)')).toEqual([]);
    await actions.click();
    await page.getByRole('menuitem', { name: 'Block User' }).click();
    await expect(card.getByText('Blocked')).toBeVisible();
  });
});
