import {
  API_PREFIX,
  checkInMessages,
  CLASS_LABELS,
  HOUR_MS,
  type CheckInFlight,
  type CheckInState,
  airportDateTime,
  airportTime,
  bagScreenMessages,
  cityOf,
} from '@skylark/contract';
import { PKPass } from 'passkit-generator';
import type { AppConfig, WalletPassSettings } from '../../config';
import { airportCode } from '../../lib/documents/bcbp';
import { WALLET_ICONS } from './wallet-icons';
import { walletPassToken } from './wallet-registrations';

type Passenger = CheckInFlight['passengers'][number];

/** a pass stays in Wallet's current passes until a day after the flight lands (a late flight keeps its pass) */
const KEPT_AFTER_ARRIVAL_MS = 24 * HOUR_MS;

/**
 * One checked-in passenger's boarding pass for one flight as an Apple Wallet pass: its BCBP in PDF417,
 * the gate and boarding time (docs/product.md#1461-boarding-passes-in-apple-wallet).
 */
export function walletPass(
  state: Pick<CheckInState, 'trackingId'>,
  flight: CheckInFlight,
  passenger: Passenger,
  settings: WalletPassSettings,
  /** where Wallet asks for the pass's changes, and the pass's token there */
  webService?: { url: string; token: string },
): Buffer {
  const boardingPass = passenger.boardingPass;
  if (!boardingPass) throw new Error('a Wallet pass needs a checked-in passenger');
  const from = flight.departure.city;
  const name = `${passenger.lastName}/${passenger.firstName}`.toUpperCase();
  const icons = Object.fromEntries(
    Object.entries(WALLET_ICONS).map(([file, base64]) => [file, Buffer.from(base64, 'base64')]),
  );
  const pass = new PKPass(icons, settings.certificates, {
    serialNumber: passenger.passengerId,
    passTypeIdentifier: settings.passTypeIdentifier,
    teamIdentifier: settings.teamIdentifier,
    organizationName: 'Skylark Airways',
    description: `Skylark boarding pass, ${flight.flightNumber}`,
    logoText: 'Skylark',
    backgroundColor: 'rgb(11, 31, 58)',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(56, 189, 248)',
    ...(webService && { webServiceURL: webService.url, authenticationToken: webService.token }),
  });
  pass.type = 'boardingPass';
  pass.transitType = 'PKTransitTypeAir';
  pass.headerFields.push({
    key: 'gate',
    label: checkInMessages.gate,
    value: flight.gate ?? '-',
    changeMessage: `${checkInMessages.gate} changed to %@`,
  });
  pass.primaryFields.push(
    { key: 'from', label: cityOf(from), value: airportCode(from) },
    { key: 'to', label: cityOf(flight.arrival.city), value: airportCode(flight.arrival.city) },
  );
  pass.secondaryFields.push(
    { key: 'passenger', label: 'Passenger', value: name },
    { key: 'flight', label: 'Flight', value: flight.flightNumber },
    { key: 'departs', label: 'Departs', value: airportDateTime(flight.departure.date, from) },
  );
  pass.auxiliaryFields.push(
    {
      key: 'boarding',
      label: checkInMessages.boardingTime,
      value: flight.boardingTime ? airportTime(flight.boardingTime, from) : '-',
      changeMessage: `${checkInMessages.boardingTime} changed to %@`,
    },
    { key: 'seat', label: checkInMessages.seat, value: passenger.seatNumber },
    { key: 'class', label: 'Class', value: CLASS_LABELS[flight.classType] },
    {
      key: 'sequence',
      label: checkInMessages.sequence,
      value: String(boardingPass.sequence).padStart(4, '0'),
    },
  );
  pass.backFields.push(
    { key: 'trackingId', label: 'Tracking ID', value: state.trackingId },
    { key: 'route', label: 'Route', value: `${from} to ${flight.arrival.city}` },
    ...(passenger.bags
      ? [
          {
            key: 'bags',
            label: bagScreenMessages.title,
            value: bagScreenMessages.bagsLine(passenger.bags.included, passenger.bags.extra),
          },
        ]
      : []),
  );
  pass.setBarcodes({
    message: boardingPass.bcbp,
    format: 'PKBarcodeFormatPDF417',
    messageEncoding: 'iso-8859-1',
  });
  pass.setRelevantDate(new Date(flight.boardingTime ?? flight.departure.date));
  pass.setExpirationDate(new Date(new Date(flight.arrival.date).getTime() + KEPT_AFTER_ARRIVAL_MS));
  return pass.getAsBuffer();
}

/** The pass as this site signs it, with its web service (API_PREFIX/wallet) and token. */
export function walletPassOf(
  config: AppConfig,
  state: Pick<CheckInState, 'trackingId'>,
  flight: CheckInFlight,
  passenger: Passenger,
): Buffer {
  if (!config.walletPass) throw new Error('Wallet passes need the PASSKIT_ settings');
  return walletPass(state, flight, passenger, config.walletPass, {
    url: `${config.appUrl}${API_PREFIX}/wallet`,
    token: walletPassToken(config.dataKey, passenger.passengerId),
  });
}
