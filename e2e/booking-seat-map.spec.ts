import { seatJustTakenMessage, seatLabel } from '@skylark/contract';
import { loginCustomerInBrowser, registerCustomer } from './support/api';
import { axeViolations } from './support/axe';
import { bookViaApi } from './support/bookings';
import { expect, test } from './support/fixtures';
import { createFlightViaApi } from './support/flights';

const SHOTS = '/tmp/shots/booking';

test('a family of 3 books 3 seats on the seat map using only the keyboard; seats taken meanwhile show without a reload', async ({
  page,
  request,
}) => {
  const parent = await registerCustomer(request, { firstName: 'Ada', lastName: 'Byron' });
  const other = await registerCustomer(request);
  const flight = await createFlightViaApi(request);
  await bookViaApi(request, other.token, flight, { classType: 'BUSINESS', seat: '2A' });
  await loginCustomerInBrowser(page, parent);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/booking/confirm/${flight._id}?class=BUSINESS`);

  const grid = page.getByRole('grid', { name: 'Seat Map, Business class' });
  const seat = (n: string) => grid.locator(`[data-seat="${n}"]`);
  await expect(seat('2A')).toHaveAccessibleName(seatLabel('2A', 'taken'));
  await expect(seat('1C')).toHaveAccessibleName(seatLabel('1C', 'available'));

  // two more passengers, then their details, all from the keyboard
  const add = page.getByRole('button', { name: 'Add Passenger' });
  // Add Passenger moves the focus to the new passenger's first name
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('First Name').nth(1)).toBeFocused();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('First Name').nth(2)).toBeFocused();
  const births = ['1980-02-03', '2012-06-07', '2016-08-09'];
  const names = [
    ['Ada', 'Byron'],
    ['Lil', 'Byron'],
    ['Tom', 'Byron'],
  ] as const;
  for (const [i, [first, last]] of names.entries()) {
    const firstName = page.getByLabel('First Name').nth(i);
    await firstName.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(first);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(last);
    await page.getByLabel('Date of Birth').nth(i).fill(births[i]!);
  }

  // into the grid with Tab: the roving focus starts on the first seat
  await add.focus();
  await page.keyboard.press('Tab');
  await expect(seat('1A')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(seat('1B')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(seat('1B')).toHaveAccessibleName(seatLabel('1B', { passenger: 1 }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await expect(seat('1C')).toHaveAccessibleName(seatLabel('1C', { passenger: 2 }));
  await expect(page.getByRole('status').filter({ hasText: 'Seat 1C chosen for Passenger 2' })).toBeAttached();
  // the aisle: ArrowRight from C goes to D; ArrowDown changes row; a taken seat cannot be chosen
  await page.keyboard.press('ArrowRight');
  await expect(seat('1D')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await expect(seat('2A')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(seat('2A')).toHaveAccessibleName(seatLabel('2A', 'taken'));
  await page.keyboard.press('End');
  await expect(seat('2F')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(seat('2F')).toHaveAccessibleName(seatLabel('2F', { passenger: 3 }));
  await expect(page.getByLabel('Seat', { exact: true }).nth(2)).toHaveValue('2F');

  // someone else takes 3F while the page is open
  await bookViaApi(request, other.token, flight, { classType: 'BUSINESS', seat: '3F' });
  await expect(seat('3F')).toHaveAccessibleName(seatLabel('3F', 'taken'));
  // and someone takes Passenger 2's seat: it is given up, said so, and chosen again
  await bookViaApi(request, other.token, flight, { classType: 'BUSINESS', seat: '1C' });
  await expect(seat('1C')).toHaveAccessibleName(seatLabel('1C', 'taken'));
  await expect(page.getByText(seatJustTakenMessage('1C')).first()).toBeVisible();
  await expect(page.getByLabel('Seat', { exact: true }).nth(1)).toHaveValue('');
  await page.keyboard.press('ArrowUp');
  await expect(seat('1F')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(seat('1F')).toHaveAccessibleName(seatLabel('1F', { passenger: 2 }));

  expect(await axeViolations(page, 'booking form with seat map')).toEqual([]);
  await grid.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/seat-map-1280.png` });

  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  for (const s of ['1B', '1F', '2F']) await expect(page.getByText(s, { exact: true })).toBeVisible();
  await expect(page.getByText('Tom Byron', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('$1,860.00').first()).toBeVisible();
});

test('on a phone the seat map scrolls in its own frame with the seat letters in sight, in step with the dropdown', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const flight = await createFlightViaApi(request);
  await loginCustomerInBrowser(page, customer);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/booking/confirm/${flight._id}?class=ECONOMY`);
  const grid = page.getByRole('grid', { name: 'Seat Map, Economy class' });
  await expect(grid).toBeVisible();
  // the page itself never scrolls sideways; the cabin does, within its frame
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const frame = page.getByTestId('seat-map-frame');
  expect(await frame.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

  const last = grid.locator('[data-seat]').last();
  const lastSeat = (await last.getAttribute('data-seat'))!;
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await expect(last).toHaveAccessibleName(seatLabel(lastSeat, { passenger: 1 }));
  await expect(page.getByLabel('Seat', { exact: true })).toHaveValue(lastSeat);
  // scrolled to the last row, the letters still head the columns
  const letterF = grid.getByRole('columnheader', { name: 'F' });
  await expect(letterF).toBeInViewport();
  const [header, frameBox] = [await letterF.boundingBox(), await frame.boundingBox()];
  expect(header!.y).toBeGreaterThanOrEqual(frameBox!.y - 1);
  expect(header!.y).toBeLessThan(frameBox!.y + 40);

  // and the dropdown moves the map
  const windowSeat = `${Number.parseInt(lastSeat, 10)}A`;
  await page.getByLabel('Seat', { exact: true }).selectOption(windowSeat);
  await expect(grid.locator(`[data-seat="${windowSeat}"]`)).toHaveAccessibleName(
    seatLabel(windowSeat, { passenger: 1 }),
  );
  await expect(last).toHaveAccessibleName(seatLabel(lastSeat, 'available'));
  expect(await axeViolations(page, 'booking form with seat map, phone')).toEqual([]);
  await frame.screenshot({ path: `${SHOTS}/seat-map-frame-375.png` });
  await page.screenshot({ path: `${SHOTS}/seat-map-375.png`, fullPage: true });
});
