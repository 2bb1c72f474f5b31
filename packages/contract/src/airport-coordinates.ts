import { AIRPORTS } from './airport-names';

/**
 * Where each airport and offshore point of the airports list lies, in degrees (two decimals, about a
 * kilometre): airports by IATA code (from the OpenFlights data; a unit test checks them against it),
 * offshore points by name, mobile rigs and drillships at a typical position of their field.
 */
const BY_IATA: ReadonlyMap<string, readonly [number, number]> = new Map(
  (
    'ABQ 35.04 -106.61, ABZ 57.20 -2.20, AGP 36.67 -4.50, AHB 18.24 42.66, AMM 31.72 35.99, ' +
    'AMS 52.31 4.76, ANC 61.17 -150.00, AQJ 29.61 35.02, ARN 59.65 17.92, ARW 46.18 21.26, ' +
    'ATH 37.94 23.94, ATL 33.64 -84.43, AUH 24.43 54.65, AUS 30.19 -97.67, AYT 36.90 30.80, ' +
    'BAH 26.27 50.63, BAY 47.66 23.47, BBU 44.50 26.10, BCM 46.52 26.91, BCN 41.30 2.08, ' +
    'BDL 41.94 -72.68, BEG 44.82 20.31, BER 52.37 13.50, BEY 33.82 35.49, BFS 54.66 -6.22, ' +
    'BGO 60.29 5.22, BGW 33.26 44.23, BHX 52.45 -1.75, BNA 36.12 -86.68, BOI 43.56 -116.22, ' +
    'BOJ 42.57 27.52, BOS 42.36 -71.01, BRU 50.90 4.48, BSR 30.55 47.66, BTS 48.17 17.21, ' +
    'BUD 47.44 19.26, BUF 42.94 -78.73, BUR 34.20 -118.36, BWI 39.18 -76.67, BZN 45.78 -111.15, ' +
    'CAI 30.12 31.41, CDG 49.01 2.55, CGN 50.87 7.14, CHS 32.90 -80.04, CLE 41.41 -81.85, ' +
    'CLJ 46.79 23.69, CLT 35.21 -80.94, CMH 40.00 -82.89, CND 44.36 28.49, COS 38.81 -104.70, ' +
    'CPH 55.62 12.66, CRA 44.32 23.89, CVG 39.05 -84.67, DAL 32.85 -96.85, DBV 42.56 18.27, ' +
    'DCA 38.85 -77.04, DEN 39.86 -104.67, DFW 32.90 -97.04, DHR 52.92 4.78, DMM 26.47 49.80, ' +
    'DOH 25.27 51.61, DSM 41.53 -93.66, DTW 42.21 -83.35, DUB 53.42 -6.27, DUS 51.29 6.77, ' +
    'DWC 24.90 55.16, DXB 25.25 55.36, EBJ 55.53 8.55, EBL 36.24 43.96, EDI 55.95 -3.37, ' +
    'ELP 31.81 -106.38, ESB 40.13 33.00, EWR 40.69 -74.17, FAI 64.82 -147.86, FAO 37.01 -7.97, ' +
    'FCO 41.80 12.24, FJR 25.11 56.32, FLL 26.07 -80.15, FRA 50.03 8.57, GDN 54.38 18.47, ' +
    'GEG 47.62 -117.53, GHV 45.70 25.51, GLA 55.87 -4.43, GOT 57.66 12.28, GRR 42.88 -85.52, ' +
    'GVA 46.24 6.11, GYD 40.47 50.05, HAM 53.63 9.99, HEL 60.32 24.96, HER 35.34 25.18, ' +
    'HND 35.55 139.78, HNL 21.32 -157.92, HOU 29.65 -95.28, HRG 27.18 33.80, HUM 29.57 -90.66, ' +
    'IAD 38.94 -77.46, IAH 29.98 -95.34, IAS 47.18 27.62, IKA 35.42 51.15, IND 39.72 -86.29, ' +
    'IST 40.98 28.81, JAC 43.61 -110.74, JAX 30.49 -81.69, JED 21.68 39.16, JFK 40.64 -73.78, ' +
    'JNU 58.35 -134.58, KEF 63.99 -22.61, KOA 19.74 -156.05, KOI 58.96 -2.90, KRK 50.08 19.78, ' +
    'KSU 63.11 7.82, KWI 29.23 47.97, LAS 36.08 -115.15, LAX 33.94 -118.41, LCA 34.88 33.62, ' +
    'LCY 51.51 0.06, LFT 30.21 -91.99, LGA 40.78 -73.87, LGB 33.82 -118.15, LGW 51.15 -0.19, ' +
    'LHR 51.47 -0.46, LIN 45.45 9.28, LIS 38.78 -9.14, LIT 34.73 -92.22, LJU 46.22 14.46, ' +
    'LSI 59.88 -1.30, LTN 51.87 -0.37, LUX 49.62 6.20, LYS 45.73 5.08, MAD 40.47 -3.56, ' +
    'MAF 31.94 -102.20, MAN 53.35 -2.27, MCI 39.30 -94.71, MCO 28.43 -81.31, MCT 23.59 58.28, ' +
    'MDW 41.79 -87.75, MED 24.55 39.71, MEM 35.04 -89.98, MIA 25.79 -80.29, MKE 42.95 -87.90, ' +
    'MLA 35.86 14.48, MRS 43.44 5.22, MSP 44.88 -93.22, MSY 29.99 -90.26, MUC 48.35 11.79, ' +
    'MXP 45.63 8.73, NAP 40.89 14.29, NCE 43.66 7.22, NRT 35.76 140.39, OAK 37.72 -122.22, ' +
    'OGG 20.90 -156.43, OKC 35.39 -97.60, OMA 41.30 -95.89, OMR 47.03 21.90, OPO 41.25 -8.68, ' +
    'ORD 41.98 -87.90, ORF 36.89 -76.20, ORY 48.72 2.38, OSL 60.19 11.10, OTP 44.57 26.09, ' +
    'PBI 26.68 -80.10, PDX 45.59 -122.60, PHL 39.87 -75.24, PHX 33.43 -112.01, PIT 40.49 -80.23, ' +
    'PMI 39.55 2.74, PNS 30.47 -87.19, PRG 50.10 14.26, PSP 33.83 -116.51, RDU 35.88 -78.79, ' +
    'RIC 37.51 -77.32, RIX 56.92 23.97, RKT 25.61 55.94, RMO 46.93 28.93, RNO 39.50 -119.77, ' +
    'ROC 43.12 -77.67, RSW 26.54 -81.76, RTM 51.96 4.44, RUH 24.96 46.70, SAN 32.73 -117.19, ' +
    'SAT 29.53 -98.47, SAV 32.13 -81.20, SAW 40.90 29.31, SBZ 45.79 24.09, SCV 47.69 26.35, ' +
    'SDF 38.17 -85.74, SEA 47.45 -122.31, SFO 37.62 -122.38, SHJ 25.33 55.52, SJC 37.36 -121.93, ' +
    'SKG 40.52 22.97, SLC 40.79 -111.98, SLL 17.04 54.09, SMF 38.70 -121.59, SNA 33.68 -117.87, ' +
    'SOF 42.70 23.41, SPU 43.54 16.30, SRQ 27.40 -82.55, SSH 27.98 34.40, STL 38.75 -90.37, ' +
    'STN 51.88 0.23, STR 48.69 9.22, SUJ 47.70 22.89, SVG 58.88 5.64, SYR 43.11 -76.11, ' +
    'TCE 45.06 28.71, TGM 46.47 24.41, TIA 41.41 19.72, TLL 59.41 24.83, TLV 32.01 34.89, ' +
    'TOS 69.68 18.92, TPA 27.98 -82.53, TRD 63.46 10.92, TSR 45.81 21.34, TUL 36.20 -95.89, ' +
    'TUS 32.12 -110.94, VAR 43.23 27.83, VCE 45.51 12.35, VIE 48.11 16.57, VLC 39.49 -0.48, ' +
    'VNO 54.63 25.29, WAW 52.17 20.97, YDF 49.21 -57.39, YEG 53.31 -113.58, YFB 63.76 -68.56, ' +
    'YFC 45.87 -66.54, YHM 43.17 -79.93, YHZ 44.88 -63.51, YKA 50.70 -120.44, YLW 49.96 -119.38, ' +
    'YMM 56.65 -111.22, YOW 45.32 -75.67, YQB 46.79 -71.39, YQM 46.11 -64.68, YQR 50.43 -104.67, ' +
    'YQT 48.37 -89.32, YQX 48.94 -54.57, YSB 46.63 -80.80, YSJ 45.32 -65.89, YTZ 43.63 -79.40, ' +
    'YUL 45.47 -73.74, YVR 49.19 -123.18, YWG 49.91 -97.24, YXE 52.17 -106.70, YXS 53.89 -122.68, ' +
    'YXY 60.71 -135.07, YYC 51.11 -114.02, YYG 46.29 -63.12, YYJ 48.65 -123.43, YYT 47.62 -52.75, ' +
    'YYZ 43.68 -79.63, YZF 62.46 -114.44, ZAG 45.74 16.07, ZRH 47.46 8.55'
  )
    .split(', ')
    .map((entry) => {
      const [code = '', lat = '', lon = ''] = entry.split(' ');
      return [code, [Number(lat), Number(lon)] as const];
    }),
);

const OFFSHORE: Readonly<Record<string, readonly [number, number]>> = {
  'Aberdeen, Bristow Offshore Heliport (Drilling Base)': [57.2, -2.21],
  'Aberdeen, CHC Helicopter Base (Drilling Base)': [57.2, -2.2],
  'Black Sea, Lebăda Est Platform (Offshore)': [44.35, 30.1],
  'Black Sea, Midia Gas Platform (Offshore)': [44.15, 29.6],
  'Black Sea, Neptun Deep Platform (Offshore)': [43.9, 30.65],
  'Caspian Sea, Chirag Platform (Offshore)': [40.08, 51.01],
  'Caspian Sea, Neft Daşları (Offshore)': [40.22, 50.83],
  'Caspian Sea, Shah Deniz Alpha Platform (Offshore)': [39.92, 50.32],
  'Constanța, Petromar Offshore Base (Drilling Base)': [44.16, 28.65],
  'Galliano, Bristow Heliport (Drilling Base)': [29.44, -90.26],
  'Gulf of Mexico, Appomattox Platform (Offshore)': [28.57, -87.93],
  'Gulf of Mexico, Mad Dog Platform (Offshore)': [27.19, -90.27],
  'Gulf of Mexico, Mars Tension Leg Platform (Offshore)': [28.17, -89.22],
  'Gulf of Mexico, Perdido Spar (Offshore)': [26.13, -94.9],
  'Gulf of Mexico, Seadrill West Vela Drillship (Offshore)': [27.0, -90.5],
  'Gulf of Mexico, Thunder Horse Platform (Offshore)': [28.19, -88.5],
  'Gulf of Mexico, Transocean Deepwater Asgard Drillship (Offshore)': [27.5, -91.0],
  'Gulf of Mexico, Valaris DS-16 Drillship (Offshore)': [27.3, -91.5],
  'Houma, PHI Heliport (Drilling Base)': [29.57, -90.66],
  'North Sea, Brent Charlie Platform (Offshore)': [61.03, 1.7],
  'North Sea, Buzzard Platform (Offshore)': [57.8, -0.98],
  'North Sea, Ekofisk Complex (Offshore)': [56.55, 3.22],
  'North Sea, Forties Alpha Platform (Offshore)': [57.73, 0.98],
  'North Sea, Gullfaks C Platform (Offshore)': [61.21, 2.27],
  'North Sea, Johan Sverdrup Field Centre (Offshore)': [58.84, 2.56],
  'North Sea, Noble Innovator Jack-up (Offshore)': [57.0, 2.0],
  'North Sea, Oseberg Field Centre (Offshore)': [60.49, 2.83],
  'North Sea, Statfjord A Platform (Offshore)': [61.26, 1.85],
  'North Sea, Transocean Spitsbergen Semi-submersible (Offshore)': [61.0, 2.0],
  'North Sea, Troll A Platform (Offshore)': [60.65, 3.73],
  'North Sea, Valaris Norway Jack-up (Offshore)': [56.6, 3.2],
  'Norwegian Sea, Aasta Hansteen Spar (Offshore)': [67.07, 6.95],
  'Persian Gulf, North Field Platform (Offshore)': [26.35, 51.9],
  'Persian Gulf, Safaniya Platform (Offshore)': [28.15, 48.85],
  'Persian Gulf, Umm Shaif Platform (Offshore)': [25.2, 53.2],
  'Persian Gulf, Upper Zakum Field (Offshore)': [24.85, 53.65],
  'Stavanger, CHC Sola Heliport (Drilling Base)': [58.88, 5.64],
  'West of Shetland, Clair Ridge Platform (Offshore)': [60.72, -2.5],
};

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The position of every name in the airports list. */
export const AIRPORT_COORDINATES: ReadonlyMap<string, Coordinates> = new Map(
  AIRPORTS.map((name) => {
    const code = /\(([A-Z]{3})\)$/.exec(name)?.[1];
    const [latitude, longitude] = (code ? BY_IATA.get(code) : OFFSHORE[name]) ?? [NaN, NaN];
    return [name, { latitude, longitude }];
  }),
);

/** Where an airport of the list lies; null for a name outside it. */
export const coordinatesOf = (airport: string): Coordinates | null =>
  AIRPORT_COORDINATES.get(airport) ?? null;

/** The mean radius of the Earth (IUGG), which the great-circle distances of air law use. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in kilometres. */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance between two airports of the list, in whole kilometres; null when either is unknown. */
export function airportDistanceKm(from: string, to: string): number | null {
  const a = coordinatesOf(from);
  const b = coordinatesOf(to);
  return a && b ? Math.round(greatCircleKm(a, b)) : null;
}
