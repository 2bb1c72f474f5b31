import {
  flightDeskMessages,
  flightScreenMessages,
  MSG,
  type Envelope,
  type FlightPage,
} from '@skylark/contract';
import { loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { expect, test } from './support/fixtures';
import { createFlightViaApi, freeFlightNumber, localInput } from './support/flights';

const FLIGHTS_LIST = /\/api\/v1\/user\/flights(\?|$)/;
/** The list with a query: the server sends index.html, not the list painted with its flights, so the app loads them. */
const UNPAINTED_LIST = '/book-flights?page=1';
const emptyPage: Envelope<FlightPage> = {
  success: true,
  message: 'Flights retrieved successfully',
  statusCode: 200,
  data: { data: [], currentPage: 1, totalPages: 0, totalFlights: 0 },
};

test.describe('Available Flights', () => {
  test('shows a spinner while loading, then the flights', async ({ page, request }) => {
    await createFlightViaApi(request);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FLIGHTS_LIST, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(UNPAINTED_LIST);
    await expect(page.getByRole('heading', { name: flightScreenMessages.availableFlights })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading flights…' })).toBeVisible();
    release();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading flights…' })).toHaveCount(0);
  });

  test('shows the empty state with Refresh Flights and Contact Support', async ({ page }) => {
    // the shared test database holds other journeys' flights: the server's answer is made empty at the network edge
    await page.route(FLIGHTS_LIST, (route) => route.fulfill({ json: emptyPage }));
    await page.goto(UNPAINTED_LIST);
    await expect(page.getByRole('heading', { name: flightScreenMessages.noFlightsAvailable })).toBeVisible();
    await expect(page.getByText(flightScreenMessages.noFlightsDescription)).toBeVisible();
    await page.unroute(FLIGHTS_LIST);
    await page.getByRole('button', { name: flightScreenMessages.refreshFlights }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.route(FLIGHTS_LIST, (route) => route.fulfill({ json: emptyPage }));
    await page.goto(UNPAINTED_LIST);
    await page.getByRole('link', { name: flightScreenMessages.contactSupport }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('shows the server message when the list fails, and recovers on retry', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allowHttpStatus(500);
    await createFlightViaApi(request);
    let failing = true;
    await page.route(FLIGHTS_LIST, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            json: {
              success: false,
              message: 'Something went wrong. Please try again later.',
              statusCode: 500,
              data: null,
            },
          })
        : route.continue(),
    );
    await page.goto(UNPAINTED_LIST);
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again later.');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('falls back to "Failed to fetch flights" when the answer has no message', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allowHttpStatus(500);
    await page.route(FLIGHTS_LIST, (route) => route.fulfill({ status: 500, body: 'upstream failure' }));
    await page.goto(UNPAINTED_LIST);
    await expect(page.getByRole('alert')).toContainText(MSG.fetchFlightsFailed);
  });

  test('lists flights with their details, searches, opens one and chooses a class', async ({
    page,
    request,
  }) => {
    test.slow();
    const flight = await createFlightViaApi(request, {
      departure: {
        city: 'Tulcea, Danube Delta Airport (TCE)',
        date: new Date(Date.now() + 40 * 86_400_000).toISOString(),
      },
      arrival: {
        city: 'Oslo, Gardermoen (OSL)',
        date: new Date(Date.now() + 40 * 86_400_000 + 4 * 3_600_000).toISOString(),
      },
    });
    const customer = await registerCustomer(request);
    await loginCustomerInBrowser(page, customer);
    await page.goto(UNPAINTED_LIST);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.getByRole('article').count()).toBeLessThanOrEqual(10);

    // the spec's card on the list: a chip per class with its seats
    await expect(page.getByRole('article').first()).toContainText(
      /(Economy|Business|First Class) · \d+ seats/,
    );

    // search by departure city (a suggestion from the airports list) and day, for two adults
    const box = page.getByRole('search');
    await box.getByLabel('From').fill('Tulcea, Danube Delta Airport (TCE)');
    await box.getByLabel('Departure date').fill(flight.departure.date.slice(0, 10));
    await box.getByLabel('Class', { exact: true }).selectOption('BUSINESS');
    await box.getByLabel('Adults').fill('2');
    await box.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByRole('article', { name: `Flight ${flight.flightNumber}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Tulcea');
    await expect(card).toContainText('Oslo');
    await expect(card).toContainText('$149.50 each');
    await expect(card).toContainText('total for 2 passengers');
    await expect(card).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);

    await card.getByRole('link', { name: 'Flight details' }).click();
    await expect(page).toHaveURL(new RegExp(`/book-flights/${flight._id}$`));
    await expect(page.getByRole('heading', { name: flightScreenMessages.selectTravelClass })).toBeVisible();
    const bookNow = page.getByRole('button', { name: flightScreenMessages.bookNow });
    await expect(bookNow).toBeDisabled();
    await expect(page.getByText(MSG.selectTravelClass)).toBeVisible();
    await page.getByRole('radio', { name: /Business/ }).click();
    await expect(page.getByRole('radio', { name: /Business/ })).toHaveAttribute('aria-checked', 'true');
    await expect(bookNow).toBeEnabled();
    await bookNow.click();
    await expect(page).toHaveURL(new RegExp(`/booking/confirm/${flight._id}\\?class=BUSINESS$`));
  });

  test('says "Flight not found" for a missing flight, with Back to Flights', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allowHttpStatus(404);
    await page.goto('/book-flights/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: flightScreenMessages.flightNotFound })).toBeVisible();
    await page.getByRole('link', { name: flightScreenMessages.backToFlights }).click();
    await expect(page).toHaveURL(/\/book-flights$/);
  });

  test('an offer link shows its banner and filters the list', async ({ page }) => {
    await page.goto('/book-flights?offer=weekend');
    await expect(page.getByRole('region', { name: 'Special offer' })).toContainText(
      'Weekend getaway: 20% off',
    );
    await page.getByRole('button', { name: 'Show all flights' }).click();
    await expect(page).toHaveURL(/\/book-flights$/);
    await expect(page.getByRole('region', { name: 'Special offer' })).toHaveCount(0);
  });
});

test.describe('Flight Management', () => {
  test('an administrator creates a flight (each check first), edits it and deletes it', async ({ page }) => {
    test.slow();
    await loginAdminInBrowser(page);
    await page.goto('/admin/flights');
    await expect(page.getByRole('heading', { name: flightScreenMessages.flightManagement })).toBeVisible();

    // the three ways to close the dialog
    const addFlight = page.getByRole('button', { name: flightScreenMessages.addFlight });
    const dialog = page.getByRole('dialog', { name: flightScreenMessages.createNewFlight });
    await addFlight.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await addFlight.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await addFlight.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);

    await addFlight.click();
    const alert = dialog.getByRole('alert');
    const create = dialog.getByRole('button', { name: 'Create Flight' });
    // default seat counts
    await expect(dialog.getByLabel('Economy Seats')).toHaveValue('180');
    await expect(dialog.getByLabel('Chopper Seats')).toHaveValue('6');

    await dialog.getByLabel('Flight Number').fill('MA12');
    await dialog.getByLabel('Departure Date').fill(localInput(-24));
    await create.click();
    await expect(alert).toHaveText(MSG.flightNumberPattern);

    const number = await freeFlightNumber(page.request);
    await dialog.getByLabel('Flight Number').fill(number);
    await create.click();
    await expect(alert).toHaveText(MSG.departureInFuture);

    await dialog.getByLabel('Departure Date').fill(localInput(72));
    await dialog.getByLabel('Arrival Date').fill(localInput(70));
    await create.click();
    await expect(alert).toHaveText(MSG.arrivalAfterDeparture);

    await dialog.getByLabel('Arrival Date').fill(localInput(75));
    await create.click();
    await expect(alert).toHaveText(MSG.atLeastOneClass);

    await dialog.getByLabel('Economy Price ($)').fill('199');
    await dialog.getByLabel('Economy Seats').fill('181');
    await create.click();
    await expect(alert).toHaveText('ECONOMY seats must be between 0 and 180');
    await dialog.getByLabel('Economy Seats').fill('150');

    // the arrival list leaves out the chosen departure
    await dialog.getByLabel('Departure City').selectOption('Cluj-Napoca, Avram Iancu International (CLJ)');
    await expect(dialog.getByLabel('Arrival City').locator('option', { hasText: 'Cluj-Napoca' })).toHaveCount(
      0,
    );
    await dialog.getByLabel('Arrival City').selectOption('Vienna, Vienna International (VIE)');
    await dialog.getByLabel('Business Price ($)').fill('540');
    await dialog.getByLabel('Business Seats').fill('');
    await create.click();
    await expect(page.getByText(MSG.flightCreated)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // the search box finds it
    await page.getByPlaceholder(flightScreenMessages.searchFlightsPlaceholder).fill(number);
    const row = page.getByRole('row', { name: new RegExp(number) });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText('Cluj-Napoca');
    await expect(row).toContainText('Vienna');
    await expect(row).toContainText('Scheduled');

    // the filter panel narrows by status
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Status').selectOption('CANCELLED');
    await expect(page.getByText(flightScreenMessages.noFlightsFound)).toBeVisible();
    await page.getByLabel('Status').selectOption('');
    await expect(row).toBeVisible();

    // edit
    await row.getByRole('button', { name: `Actions for flight ${number}` }).click();
    await page.getByRole('menuitem', { name: flightScreenMessages.editFlight }).click();
    const edit = page.getByRole('dialog', { name: flightScreenMessages.editFlight });
    await expect(edit.getByLabel('Business Available Seats')).toHaveValue('40');
    await edit.getByLabel('Economy Price ($)').fill('99.5');
    await edit.getByLabel('Status').selectOption('DELAYED');
    await edit.getByRole('button', { name: flightScreenMessages.updateFlight }).click();
    await expect(page.getByText(MSG.flightUpdated)).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText('Delayed');

    // delete
    await row.getByRole('button', { name: `Actions for flight ${number}` }).click();
    await page.getByRole('menuitem', { name: flightScreenMessages.deleteFlight }).click();
    const confirm = page.getByRole('dialog', { name: flightScreenMessages.deleteFlight });
    await expect(confirm).toContainText(MSG.confirmDeleteFlight);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(MSG.flightDeleted)).toBeVisible();
    await expect(page.getByText(flightScreenMessages.noFlightsFound)).toBeVisible();
  });

  test('on a phone, flight cards offer Edit and Cancel', async ({ page, request }) => {
    const flight = await createFlightViaApi(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAdminInBrowser(page);
    await page.goto('/admin/flights');
    await page.getByPlaceholder(flightScreenMessages.searchFlightsPlaceholder).fill(flight.flightNumber);
    const card = page.getByRole('listitem').filter({ hasText: flight.flightNumber });
    await expect(card).toBeVisible();
    await expect(card).toContainText('144 available');
    await expect(page.getByRole('table')).toBeHidden();

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: flightScreenMessages.editFlight });
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toHaveCount(0);

    await card.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog');
    await expect(cancel).toContainText(flightScreenMessages.confirmCancelFlight);
    await expect(cancel.getByTestId('cancel-preview')).toHaveText(flightDeskMessages.cancelNobody);
    await cancel.getByRole('button', { name: 'Cancel Flight' }).click();
    const done = page.getByRole('dialog', { name: flightDeskMessages.refundsTitle });
    await expect(done).toContainText(flightDeskMessages.cancelDone(flight.flightNumber, 0, '$0.00'));
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(card).toContainText('Cancelled');
    await expect(card.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
