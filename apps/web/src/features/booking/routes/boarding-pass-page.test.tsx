import { CHECK_IN_TEXT, type CheckInState, airportTime } from '@skylark/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { sampleCheckIn } from '@/test/records';
import { renderAt } from '@/test/render';
import BoardingPassPage from './boarding-pass-page';

const pages = { '/bookings/:id/boarding-pass': <BoardingPassPage /> };
const path = `/bookings/${sampleCheckIn.bookingId}/boarding-pass`;
const boardingTime = '2099-05-01T07:20:00.000Z';
const checkedIn: CheckInState = {
  ...sampleCheckIn,
  window: 'OPEN',
  gate: 'B12',
  boardingTime,
  passengers: [
    {
      ...sampleCheckIn.passengers[0]!,
      boardingPass: {
        bcbp: 'M1LOVELACE/ADA'.padEnd(60, ' '),
        barcodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        sequence: 7,
        checkedInAt: '2099-04-30T09:00:00.000Z',
      },
    },
  ],
};

describe('Boarding passes', () => {
  it('shows each pass with its gate, boarding time, sequence, PNR, tracking ID and barcode', async () => {
    serve(on('GET /user/bookings/:id/check-in', ok(checkedIn)));
    renderAt(path, pages);
    const pass = await screen.findByRole('article', { name: 'Boarding pass LOVELACE/ADA' });
    const value = (label: string) => within(pass).getByText(label).nextElementSibling?.textContent;
    expect(value(CHECK_IN_TEXT.gate)).toBe('B12');
    expect(value(CHECK_IN_TEXT.boardingTime)).toBe(airportTime(boardingTime, checkedIn.departure.city));
    expect(value(CHECK_IN_TEXT.sequence)).toBe('0007');
    expect(value('PNR')).toBe(checkedIn.pnr);
    expect(value('Tracking ID')).toBe(checkedIn.trackingId);
    expect(within(pass).getByRole('img', { name: /PDF417/ })).toHaveAttribute(
      'data-bcbp',
      checkedIn.passengers[0]!.boardingPass!.bcbp,
    );
    expect(screen.getByRole('button', { name: CHECK_IN_TEXT.downloadBoardingPasses })).toBeEnabled();
  });

  it('says so when nobody has checked in yet', async () => {
    serve(on('GET /user/bookings/:id/check-in', ok(sampleCheckIn)));
    renderAt(path, pages);
    expect(await screen.findByText(CHECK_IN_TEXT.noPasses)).toBeInTheDocument();
  });
});
