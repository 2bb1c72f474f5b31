import type { ClassType } from '@skylark/contract';

/** The demo schedule's routes: scheduled airliner routes and offshore crew-change routes. */

/** A place: an IATA code (resolved against AIRPORTS) or an exact display name. */
export type PlaceRef = string;

export interface AirlineRoute {
  from: PlaceRef;
  to: PlaceRef;
  /** scheduled block time, minutes */
  blockMinutes: number;
}

export interface OffshoreRoute extends AirlineRoute {
  type: Extract<ClassType, 'PRIVATEJET' | 'CHOPPER'>;
  /** seat fare, dollars */
  fareUsd: number;
}

const route = (from: PlaceRef, to: PlaceRef, blockMinutes: number): AirlineRoute => ({
  from,
  to,
  blockMinutes,
});

/**
 * Scheduled airliner routes, flown as listed on the first pass and reversed on the
 * second. The first entries cover the marketing destinations (Paris, Dubai,
 * New York, Tokyo).
 */
export const AIRLINE_ROUTES: readonly AirlineRoute[] = [
  route('JFK', 'CDG', 435), // New York – Paris
  route('LHR', 'DXB', 420), // London – Dubai
  route('OTP', 'FRA', 165), // Bucharest – Frankfurt
  route('YYZ', 'YVR', 300), // Toronto – Vancouver
  route('LAX', 'HND', 705), // Los Angeles – Tokyo Haneda
  route('LHR', 'JFK', 480), // London – New York
  route('DXB', 'NRT', 585), // Dubai – Tokyo Narita
  route('OTP', 'CDG', 195), // Bucharest – Paris
  route('ORD', 'LHR', 485), // Chicago – London
  route('FRA', 'DXB', 365), // Frankfurt – Dubai
  route('OTP', 'LHR', 210), // Bucharest – London
  route('YUL', 'CDG', 415), // Montréal – Paris
  route('CLJ', 'MUC', 105), // Cluj-Napoca – Munich
  route('SFO', 'NRT', 675), // San Francisco – Tokyo Narita
  route('OTP', 'DXB', 285), // Bucharest – Dubai
  route('DXB', 'JFK', 845), // Dubai – New York
  route('TSR', 'VIE', 75), // Timișoara – Vienna
  route('YYC', 'YYZ', 240), // Calgary – Toronto
  route('DOH', 'CDG', 415), // Doha – Paris
  route('JFK', 'LAX', 375), // New York – Los Angeles
  route('IAS', 'OTP', 60), // Iași – Bucharest
  route('RUH', 'DXB', 115), // Riyadh – Dubai
  route('YVR', 'HND', 620), // Vancouver – Tokyo Haneda
  route('ATL', 'MIA', 120), // Atlanta – Miami
  route('IST', 'DOH', 255), // Istanbul – Doha
  route('AMS', 'SVG', 85), // Amsterdam – Stavanger
  route('ABZ', 'SVG', 70), // Aberdeen – Stavanger
  route('MAD', 'FCO', 150), // Madrid – Rome
  route('MUC', 'SBZ', 115), // Munich – Sibiu
  route('AUH', 'LHR', 450), // Abu Dhabi – London
  route('HND', 'CDG', 870), // Tokyo Haneda – Paris
  route('OTP', 'CLJ', 65), // Bucharest – Cluj-Napoca
  route('KEF', 'JFK', 355), // Reykjavík – New York
  route('ORD', 'DEN', 160), // Chicago – Denver
  route('TLV', 'ATH', 125), // Tel Aviv – Athens
  route('SEA', 'ANC', 215), // Seattle – Anchorage
  route('BOS', 'DCA', 100), // Boston – Washington
  route('IAH', 'LHR', 585), // Houston – London
  route('YHZ', 'LHR', 375), // Halifax – London
  route('OTP', 'VIE', 110), // Bucharest – Vienna
];

const offshore = (
  from: PlaceRef,
  to: PlaceRef,
  type: OffshoreRoute['type'],
  blockMinutes: number,
  fareUsd: number,
): OffshoreRoute => ({ from, to, type, blockMinutes, fareUsd });

/**
 * Crew-change flights to and from offshore installations and drilling-company bases:
 * helicopters out to the platforms, private jets into the drilling bases. The first
 * two entries give both class types.
 */
export const OFFSHORE_ROUTES: readonly OffshoreRoute[] = [
  offshore(
    'Aberdeen, Bristow Offshore Heliport (Drilling Base)',
    'North Sea, Forties Alpha Platform (Offshore)',
    'CHOPPER',
    70,
    1450,
  ),
  offshore('IAH', 'Houma, PHI Heliport (Drilling Base)', 'PRIVATEJET', 75, 2400),
  offshore('CND', 'Black Sea, Neptun Deep Platform (Offshore)', 'CHOPPER', 75, 1300),
  offshore(
    'Houma, PHI Heliport (Drilling Base)',
    'Gulf of Mexico, Mars Tension Leg Platform (Offshore)',
    'CHOPPER',
    75,
    1600,
  ),
  offshore('LTN', 'Aberdeen, Bristow Offshore Heliport (Drilling Base)', 'PRIVATEJET', 85, 2900),
  offshore(
    'Stavanger, CHC Sola Heliport (Drilling Base)',
    'North Sea, Johan Sverdrup Field Centre (Offshore)',
    'CHOPPER',
    60,
    1500,
  ),
  offshore('AUH', 'Persian Gulf, Upper Zakum Field (Offshore)', 'CHOPPER', 60, 1350),
  offshore('GYD', 'Caspian Sea, Chirag Platform (Offshore)', 'CHOPPER', 60, 1250),
  offshore(
    'Galliano, Bristow Heliport (Drilling Base)',
    'Gulf of Mexico, Thunder Horse Platform (Offshore)',
    'CHOPPER',
    75,
    1650,
  ),
  offshore('OSL', 'Stavanger, CHC Sola Heliport (Drilling Base)', 'PRIVATEJET', 55, 2100),
  offshore(
    'Constanța, Petromar Offshore Base (Drilling Base)',
    'Black Sea, Lebăda Est Platform (Offshore)',
    'CHOPPER',
    45,
    1100,
  ),
  offshore('BGO', 'North Sea, Troll A Platform (Offshore)', 'CHOPPER', 40, 1200),
  offshore('LSI', 'West of Shetland, Clair Ridge Platform (Offshore)', 'CHOPPER', 45, 1400),
  offshore('HOU', 'Gulf of Mexico, Perdido Spar (Offshore)', 'CHOPPER', 105, 1900),
  offshore(
    'Aberdeen, CHC Helicopter Base (Drilling Base)',
    'North Sea, Buzzard Platform (Offshore)',
    'CHOPPER',
    45,
    1250,
  ),
];
