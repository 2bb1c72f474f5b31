import type { BoardingPass, Booking } from '@skylark/contract';
import bwipjs from 'bwip-js/node';
import { encodeBcbp } from '../bookings/bcbp';
import type { PassengerCheckInRow } from '../../db/check-in-schema';

type Passenger = { firstName: string; lastName: string; seatNumber: string };

/** A checked-in passenger's boarding pass: the BCBP string and its PDF417 drawn as SVG. */
export function boardingPassOf(
  booking: Booking,
  passenger: Passenger,
  row: PassengerCheckInRow,
): BoardingPass {
  const bcbp = encodeBcbp(booking, { ...passenger, sequence: row.sequence, checkedIn: true });
  return {
    bcbp,
    barcodeSvg: bwipjs.toSVG({ bcid: 'pdf417', text: bcbp, scale: 2 }),
    sequence: row.sequence,
    checkedInAt: row.checkedInAt.toISOString(),
  };
}
