import {
  checkInMessages,
  type CheckInFlight,
  offlineMessages,
  airportTime,
  checkInFlightLabel,
} from '@skylark/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { checkInStateOf, sampleCheckIn, sampleCheckInFlight } from '@/test/records';
import { renderAt } from '@/test/render';
import BoardingPassPage from './boarding-pass-page';

afterEach(() => vi.restoreAllMocks());

const pages = { '/bookings/:id/boarding-pass': <BoardingPassPage /> };
const path = `/bookings/${sampleCheckIn.bookingId}/boarding-pass`;
const boardingTime = '2099-05-01T07:20:00.000Z';
const flight: CheckInFlight = {
  ...sampleCheckInFlight,
  window: 'OPEN',
  gate: 'B12',
  boardingTime,
  passengers: [
    {
      ...sampleCheckInFlight.passengers[0]!,
      boardingPass: {
        bcbp: 'M1LOVELACE/ADA'.padEnd(60, ' '),
        barcodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        sequence: 7,
        checkedInAt: '2099-04-30T09:00:00.000Z',
      },
      bags: { included: 2, extra: 1 },
    },
  ],
};
const checkedIn = checkInStateOf(flight);

describe('Boarding passes', () => {
  it('of a booking not confirmed yet, says why and leads back to the booking instead of offering to try again', async () => {
    serve(
      on(
        'GET /user/bookings/:id/check-in',
        failure(409, 'This is available once the booking is confirmed.', undefined, 'NOT_CONFIRMED'),
      ),
    );
    renderAt(path, pages);
    expect(await screen.findByText('This is available once the booking is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: checkInMessages.boardingPasses })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Booking Details' })).toHaveAttribute(
      'href',
      `/bookings/${sampleCheckIn.bookingId}`,
    );
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });

  it('shows each pass with its gate, boarding time, sequence, tracking ID and barcode, and no other reference', async () => {
    serve(on('GET /user/bookings/:id/check-in', ok(checkedIn)));
    renderAt(path, pages);
    const pass = await screen.findByRole('article', {
      name: `Boarding pass LOVELACE/ADA, ${flight.flightNumber}`,
    });
    const value = (label: string) => within(pass).getByText(label).nextElementSibling?.textContent;
    expect(value(checkInMessages.gate)).toBe('B12');
    expect(value(checkInMessages.boardingTime)).toBe(airportTime(boardingTime, flight.departure.city));
    expect(value(checkInMessages.sequence)).toBe('0007');
    expect(within(pass).queryByText('PNR')).not.toBeInTheDocument();
    expect(screen.queryByText(checkedIn.pnr)).not.toBeInTheDocument();
    expect(value('Tracking ID')).toBe(checkedIn.trackingId);
    expect(value('Checked bags')).toBe('2 included, 1 extra');
    expect(within(pass).getByRole('img', { name: /PDF417/ })).toHaveAttribute(
      'data-bcbp',
      flight.passengers[0]!.boardingPass!.bcbp,
    );
    expect(screen.getByRole('button', { name: checkInMessages.downloadBoardingPasses })).toBeEnabled();
    // no Wallet certificates on the site: no Wallet button
    expect(screen.queryByRole('button', { name: checkInMessages.addToWallet })).not.toBeInTheDocument();
    // the barcode comes straight after the name, before the details (on a phone's first screen)
    const barcode = within(pass).getByRole('img', { name: /PDF417/ });
    expect(barcode.previousElementSibling).toHaveTextContent('LOVELACE/ADA');
    expect(barcode.compareDocumentPosition(within(pass).getByText('Tracking ID'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says that downloading the PDF needs a connection when offline, and asks nothing', async () => {
    const seen = serve(on('GET /user/bookings/:id/check-in', ok(checkedIn)));
    renderAt(path, pages);
    const button = await screen.findByRole('button', { name: checkInMessages.downloadBoardingPasses });
    // the button's own status line, not a toast another part of the page may show
    const status = within(button.parentElement!).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.setup().click(button);
    expect(status).toHaveTextContent(offlineMessages.downloadNeedsConnection);
    expect(seen.map((r) => r.url.pathname)).toEqual([
      `/api/v1/user/bookings/${sampleCheckIn.bookingId}/check-in`,
    ]);
  });

  it('offers each pass for Apple Wallet when the site signs Wallet passes, and downloads that pass', async () => {
    const second = {
      ...flight.passengers[0]!,
      passengerId: 'p-second',
      firstName: 'Charles',
      seatNumber: '12D',
    };
    const wallet = checkInStateOf({ ...flight, passengers: [flight.passengers[0]!, second] });
    const pkpass = new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
      headers: {
        'content-type': 'application/vnd.apple.pkpass',
        'content-disposition': 'attachment; filename="skylark-SK0801-12D.pkpass"',
      },
    });
    const seen = serve(
      on('GET /user/bookings/:id/check-in', ok({ ...wallet, appleWallet: true })),
      on('GET /user/bookings/:id/wallet-passes/:passengerId', pkpass),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:pass', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt(path, pages);
    const pass = await screen.findByRole('article', {
      name: `Boarding pass LOVELACE/CHARLES, ${flight.flightNumber}`,
    });
    expect(screen.getAllByRole('button', { name: checkInMessages.addToWallet })).toHaveLength(2);
    await userEvent.setup().click(within(pass).getByRole('button', { name: checkInMessages.addToWallet }));
    await vi.waitFor(() => expect(saved).toEqual(['skylark-SK0801-12D.pkpass']));
    expect(seen.map((r) => r.url.pathname)).toContain(
      `/api/v1/user/bookings/${sampleCheckIn.bookingId}/wallet-passes/p-second`,
    );
  });

  it("shows every flight's passes of a trip, each under its flight", async () => {
    const back: CheckInFlight = {
      ...flight,
      flightId: '33333333-3333-4333-8333-333333333333',
      flightNumber: 'SK0802',
      departure: flight.arrival,
      arrival: flight.departure,
      gate: null,
      boardingTime: null,
      passengers: [{ ...flight.passengers[0]!, passengerId: 'p-back', seatNumber: '4A' }],
    };
    serve(on('GET /user/bookings/:id/check-in', ok(checkInStateOf(flight, back))));
    renderAt(path, pages);
    const out = await screen.findByRole('region', { name: checkInFlightLabel(flight) });
    const home = screen.getByRole('region', { name: checkInFlightLabel(back) });
    expect(within(out).getByRole('article', { name: /LOVELACE\/ADA/ })).toHaveTextContent('12C');
    const pass = within(home).getByRole('article', { name: 'Boarding pass LOVELACE/ADA, SK0802' });
    expect(within(pass).getByText(checkInMessages.seat).nextElementSibling).toHaveTextContent('4A');
    expect(within(pass).getByText(checkInMessages.gate).nextElementSibling).toHaveTextContent('—');
  });

  it('says so when nobody has checked in yet', async () => {
    serve(on('GET /user/bookings/:id/check-in', ok(sampleCheckIn)));
    renderAt(path, pages);
    expect(await screen.findByText(checkInMessages.noPasses)).toBeInTheDocument();
  });

  it('says a pass voided by a change of flight is no longer valid, naming the flight, seat and passenger', async () => {
    serve(
      on(
        'GET /user/bookings/:id/check-in',
        ok({
          ...sampleCheckIn,
          voidedPasses: [
            {
              flightId: 'f-old',
              flightNumber: 'SK101',
              seatNumber: '3C',
              passengerName: 'Ada Lovelace',
              sequence: 7,
              voidedAt: '2099-04-30T10:00:00.000Z',
            },
          ],
        }),
      ),
    );
    renderAt(path, pages);
    const voided = await screen.findByRole('region', { name: checkInMessages.voidedPasses });
    expect(voided).toHaveTextContent(checkInMessages.passVoided);
    expect(voided).toHaveTextContent(checkInMessages.passVoidedWhy('SK101', '3C', 'Ada Lovelace'));
    expect(screen.queryByRole('article')).toBeNull();
  });
});
