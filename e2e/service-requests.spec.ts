import { exportMessages, serviceMessages } from '@skylark/contract';
import { loginAdminInBrowser, loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

/** Service requests on the booking page, the manifest and the desk's inbox (docs/product.md#1413-service-requests). */

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a traveller changes their services and asks for an accommodation; the desk sees both, at ${size.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const customer = await registerCustomer(request);
    const flight = await createFlightViaApi(request);
    // booked VEGETARIAN with a wheelchair: WCHR and VGML
    const booking = await bookViaApi(request, customer.token, flight);
    await loginCustomerInBrowser(page, customer);

    await page.goto(`/bookings/${booking._id}`);
    const panel = page.getByRole('region', { name: 'Special services' });
    await expect(panel).toContainText('WCHR Wheelchair for distances');
    await expect(panel).toContainText('VGML Vegetarian meal (vegan)');
    await panel.getByRole('button', { name: /Change services of Ada Lovelace/ }).click();
    await panel.getByLabel('Wheelchair').selectOption('WCHS');
    await panel.getByLabel('Meal').selectOption('KSML');
    await panel.getByLabel(/^DEAF/).check();
    expect(await axeViolations(page, `/bookings/:id services form (${size.width} px)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/services/editor-${size.width}.png`, fullPage: true });
    await panel.getByRole('button', { name: 'Save services' }).click();
    await expect(page.getByText(serviceMessages.servicesUpdated)).toBeVisible();
    await expect(panel).toContainText('WCHS Wheelchair; cannot climb steps');
    await expect(panel).toContainText('KSML Kosher meal');
    await expect(panel).toContainText('DEAF Deaf or hard of hearing');

    await page.getByLabel('What do you need?').fill('I travel with a trained service dog.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: serviceMessages.accommodationSent }),
    ).toContainText(serviceMessages.accommodationConfirmation(customer.email));
    expect(await axeViolations(page, `/bookings/:id services and accommodation (${size.width} px)`)).toEqual(
      [],
    );
    await page.screenshot({ path: `/tmp/shots/services/booking-${size.width}.png`, fullPage: true });

    await loginAdminInBrowser(page);
    await page.goto(`/admin/flights/${flight._id}/manifest`);
    await expect(
      page.getByRole('heading', { name: `${exportMessages.manifestTitle} · ${flight.flightNumber}` }),
    ).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText('WCHS KSML DEAF');
    await page.screenshot({ path: `/tmp/shots/services/manifest-${size.width}.png`, fullPage: true });

    await page.goto('/admin/messages');
    const item = page.getByRole('listitem').filter({ hasText: booking.trackingId });
    await expect(item).toContainText(serviceMessages.accommodationTag);
    await item.getByRole('button').first().click();
    await expect(page.getByText('I travel with a trained service dog.')).toBeVisible();
    expect(await axeViolations(page, `/admin/messages accommodation (${size.width} px)`)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/services/inbox-${size.width}.png`, fullPage: true });
  });
}
