import { checkInMessages, type CheckInFlight, airportDateTime, checkInFlightLabel } from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { checkInStateOf, sampleCheckIn, sampleCheckInFlight } from '@/test/records';
import { renderAt } from '@/test/render';
import { CheckInPanel } from './check-in-panel';

const openFlight: CheckInFlight = { ...sampleCheckInFlight, window: 'OPEN' };
const open = checkInStateOf(openFlight);
const passengerId = openFlight.passengers[0]!.passengerId;
const boardingPass = {
  bcbp: 'M1'.padEnd(60, ' '),
  barcodeSvg: '<svg />',
  sequence: 3,
  checkedInAt: '2099-04-30T09:00:00.000Z',
};
const checkedInFlight: CheckInFlight = {
  ...openFlight,
  passengers: [{ ...openFlight.passengers[0]!, boardingPass }],
};
const checkedIn = checkInStateOf(checkedInFlight);
// the way back: its own flight, seat and passenger rows
const returnFlight: CheckInFlight = {
  ...openFlight,
  flightId: '33333333-3333-4333-8333-333333333333',
  flightNumber: 'SK0802',
  departure: openFlight.arrival,
  arrival: openFlight.departure,
  international: false,
  passengers: [
    { ...openFlight.passengers[0]!, passengerId: '8d4f7c1e-0d6a-4a4b-9a57-0f4a2e1c9b11', seatNumber: '4A' },
  ],
};
const pages = { '/bookings/:id': <CheckInPanel bookingId={sampleCheckIn.bookingId} /> };
const path = `/bookings/${sampleCheckIn.bookingId}`;

describe('Online check-in', () => {
  it('asks each passenger for the date of birth and passport, sends them and then links the boarding pass', async () => {
    const seen = serve(
      on('GET /user/bookings/:id/check-in', ok(open)),
      on('POST /user/bookings/:id/check-in', ok(checkedIn)),
    );
    renderAt(path, pages);
    const user = userEvent.setup();
    expect(await screen.findByText(checkInMessages.international)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: checkInMessages.checkIn }));
    // nothing is sent while a field is missing
    const passportNumber = await screen.findByRole('textbox', { name: checkInMessages.passportNumber });
    await waitFor(() => expect(passportNumber).toHaveAccessibleDescription());
    // every problem is marked at once; the first in the body's order takes the focus
    expect(screen.getByLabelText(checkInMessages.nationality)).toHaveAccessibleDescription();
    await waitFor(() => expect(screen.getByLabelText(checkInMessages.dateOfBirth)).toHaveFocus());
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(checkInMessages.dateOfBirth), '1990-04-02');
    await user.type(screen.getByLabelText(checkInMessages.passportNumber), 'ab 123456');
    await user.selectOptions(screen.getByLabelText(checkInMessages.nationality), 'GB');
    await user.type(screen.getByLabelText(checkInMessages.passportExpiry), '2031-01-01');
    await user.click(screen.getByRole('button', { name: checkInMessages.checkIn }));
    expect(await screen.findByRole('link', { name: checkInMessages.viewBoardingPasses })).toHaveAttribute(
      'href',
      `/bookings/${sampleCheckIn.bookingId}/boarding-pass`,
    );
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      flightId: openFlight.flightId,
      passengers: [
        {
          passengerId,
          firstName: 'Ada',
          lastName: 'Lovelace',
          dateOfBirth: '1990-04-02',
          passport: { number: 'AB123456', nationality: 'GB', expiry: '2031-01-01' },
        },
      ],
    });
  });

  it("shows the server's refusal at the field it concerns", async () => {
    serve(
      on('GET /user/bookings/:id/check-in', ok(checkInStateOf({ ...openFlight, international: false }))),
      on(
        'POST /user/bookings/:id/check-in',
        failure(400, checkInMessages.dateOfBirthMismatch, [
          { field: 'passengers.0.dateOfBirth', message: checkInMessages.dateOfBirthMismatch },
        ]),
      ),
    );
    renderAt(path, pages);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(checkInMessages.dateOfBirth), '1990-04-02');
    expect(screen.queryByLabelText(checkInMessages.passportNumber)).toBeNull();
    await user.click(screen.getByRole('button', { name: checkInMessages.checkIn }));
    expect(await screen.findByLabelText(checkInMessages.dateOfBirth)).toHaveAccessibleDescription(
      checkInMessages.dateOfBirthMismatch,
    );
  });

  it('checks in each flight of a trip on its own, naming the flight', async () => {
    const seen = serve(
      on('GET /user/bookings/:id/check-in', ok(checkInStateOf(checkedInFlight, returnFlight))),
      on('POST /user/bookings/:id/check-in', ok(checkInStateOf(checkedInFlight, returnFlight))),
    );
    renderAt(path, pages);
    const user = userEvent.setup();
    const out = await screen.findByRole('region', { name: checkInFlightLabel(openFlight) });
    const back = screen.getByRole('region', { name: checkInFlightLabel(returnFlight) });
    expect(within(out).getByText(`${checkInMessages.checkedIn}: 1 of 1`)).toBeInTheDocument();
    expect(within(out).queryByRole('button', { name: checkInMessages.checkIn })).toBeNull();
    expect(within(back).getByText('4A', { exact: false })).toBeInTheDocument();
    await user.type(within(back).getByLabelText(checkInMessages.dateOfBirth), '1990-04-02');
    await user.click(within(back).getByRole('button', { name: checkInMessages.checkIn }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
        flightId: returnFlight.flightId,
        passengers: [{ passengerId: returnFlight.passengers[0]!.passengerId, dateOfBirth: '1990-04-02' }],
      }),
    );
    expect(screen.getByRole('link', { name: checkInMessages.viewBoardingPasses })).toBeInTheDocument();
  });

  it("says when a later flight's check-in opens", async () => {
    const later: CheckInFlight = { ...returnFlight, window: 'NOT_OPEN', opensAt: '2099-05-07T08:00:00.000Z' };
    serve(on('GET /user/bookings/:id/check-in', ok(checkInStateOf(checkedInFlight, later))));
    renderAt(path, pages);
    const back = await screen.findByRole('region', { name: checkInFlightLabel(later) });
    expect(
      within(back).getByText(checkInMessages.opensAt(airportDateTime(later.opensAt, later.departure.city))),
    ).toBeInTheDocument();
    expect(within(back).queryByRole('button', { name: checkInMessages.checkIn })).toBeNull();
  });
});
