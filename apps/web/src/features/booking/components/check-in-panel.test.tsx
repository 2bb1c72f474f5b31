import { CHECK_IN_TEXT, type CheckInState } from '@skylark/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { sampleCheckIn } from '@/test/records';
import { renderAt } from '@/test/render';
import { CheckInPanel } from './check-in-panel';

const open: CheckInState = { ...sampleCheckIn, window: 'OPEN' };
const passengerId = open.passengers[0]!.passengerId;
const checkedIn: CheckInState = {
  ...open,
  passengers: [
    {
      ...open.passengers[0]!,
      boardingPass: {
        bcbp: 'M1'.padEnd(60, ' '),
        barcodeSvg: '<svg />',
        sequence: 3,
        checkedInAt: '2099-04-30T09:00:00.000Z',
      },
    },
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
    expect(await screen.findByText(CHECK_IN_TEXT.international)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CHECK_IN_TEXT.checkIn }));
    // nothing is sent while a field is missing
    expect(
      await screen.findByRole('textbox', { name: CHECK_IN_TEXT.passportNumber }),
    ).toHaveAccessibleDescription();
    // every problem is marked at once; the first in the body's order takes the focus
    expect(screen.getByLabelText(CHECK_IN_TEXT.nationality)).toHaveAccessibleDescription();
    await waitFor(() => expect(screen.getByLabelText(CHECK_IN_TEXT.dateOfBirth)).toHaveFocus());
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(CHECK_IN_TEXT.dateOfBirth), '1990-04-02');
    await user.type(screen.getByLabelText(CHECK_IN_TEXT.passportNumber), 'ab 123456');
    await user.selectOptions(screen.getByLabelText(CHECK_IN_TEXT.nationality), 'GB');
    await user.type(screen.getByLabelText(CHECK_IN_TEXT.passportExpiry), '2031-01-01');
    await user.click(screen.getByRole('button', { name: CHECK_IN_TEXT.checkIn }));
    expect(await screen.findByRole('link', { name: CHECK_IN_TEXT.viewBoardingPasses })).toHaveAttribute(
      'href',
      `/bookings/${sampleCheckIn.bookingId}/boarding-pass`,
    );
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
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
      on('GET /user/bookings/:id/check-in', ok({ ...open, international: false })),
      on(
        'POST /user/bookings/:id/check-in',
        failure(400, CHECK_IN_TEXT.dateOfBirthMismatch, [
          { field: 'passengers.0.dateOfBirth', message: CHECK_IN_TEXT.dateOfBirthMismatch },
        ]),
      ),
    );
    renderAt(path, pages);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(CHECK_IN_TEXT.dateOfBirth), '1990-04-02');
    expect(screen.queryByLabelText(CHECK_IN_TEXT.passportNumber)).toBeNull();
    await user.click(screen.getByRole('button', { name: CHECK_IN_TEXT.checkIn }));
    expect(await screen.findByLabelText(CHECK_IN_TEXT.dateOfBirth)).toHaveAccessibleDescription(
      CHECK_IN_TEXT.dateOfBirthMismatch,
    );
  });
});
