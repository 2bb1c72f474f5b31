import { z } from 'zod';
import { airportDistanceKm } from './airport-coordinates';
import { countryOf } from './countries';
import { eu261Texts, formatEuros } from './eu261-texts';

/**
 * Regulation (EC) No 261/2004 (docs/product.md#1414-eu261-notice-of-rights-and-compensation, decision 098): a flight leaving an
 * airport where it applies, cancelled by the airline or arriving three hours late or more, gives its
 * travellers a notice of their rights and, unless extraordinary circumstances caused it, compensation
 * by great-circle distance. The bands and amounts are settings: a reform is pending.
 */

/** The EU's 27 member states, and Iceland, Norway and Switzerland, which apply the regulation too. */
export const EU261_COUNTRIES: ReadonlySet<string> = new Set(
  ('AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK ' + 'IS NO CH').split(
    ' ',
  ),
);

/** Whether the regulation covers a flight leaving this airport (the United Kingdom's own rule is not applied). */
export const eu261Covers = (airport: string): boolean => EU261_COUNTRIES.has(countryOf(airport) ?? '');

/** What the desk records as the cause of a cancellation or a delay. */
export const DISRUPTION_CAUSES = ['WITHIN_AIRLINE_CONTROL', 'EXTRAORDINARY_CIRCUMSTANCES'] as const;
export type DisruptionCause = (typeof DISRUPTION_CAUSES)[number];
export const DISRUPTION_CAUSE_LABELS: Record<DisruptionCause, string> = {
  WITHIN_AIRLINE_CONTROL: "Within the airline's control",
  EXTRAORDINARY_CIRCUMSTANCES: 'Extraordinary circumstances',
};
/** Without a cause the airline has not shown extraordinary circumstances, so compensation is owed. */
export const disruptionCauseField = z
  .enum(DISRUPTION_CAUSES, { message: `cause must be one of ${DISRUPTION_CAUSES.join(', ')}` })
  .optional();

export const DISRUPTIONS = ['CANCELLED', 'DELAYED'] as const;
export type Disruption = (typeof DISRUPTIONS)[number];

/** Whether compensation is owed: yes, not for extraordinary circumstances, or not as told in good time. */
export const COMPENSATION_OUTCOMES = ['OWED', 'EXTRAORDINARY', 'EARLY_NOTICE'] as const;
export type CompensationOutcome = (typeof COMPENSATION_OUTCOMES)[number];

/** The compensation bands, in kilometres and whole euros (settings). */
export interface Eu261Bands {
  shortKm: number;
  mediumKm: number;
  shortEur: number;
  mediumEur: number;
  longEur: number;
}
export const EU261_DEFAULT_BANDS: Eu261Bands = {
  shortKm: 1500,
  mediumKm: 3500,
  shortEur: 250,
  mediumEur: 400,
  longEur: 600,
};

/** Article 7(1): the amount for a distance; a flight between two covered airports over the short band is medium whatever its length. */
export function eu261Euros(distanceKm: number, withinEu: boolean, bands: Eu261Bands): number {
  if (distanceKm <= bands.shortKm) return bands.shortEur;
  if (distanceKm <= bands.mediumKm || withinEu) return bands.mediumEur;
  return bands.longEur;
}

/** A flight's distance and the compensation per traveller it would give; null when the regulation does not cover it. */
export function eu261Compensation(
  from: string,
  to: string,
  bands: Eu261Bands,
): { distanceKm: number; euros: number } | null {
  const distanceKm = airportDistanceKm(from, to);
  if (!eu261Covers(from) || distanceKm === null) return null;
  return { distanceKm, euros: eu261Euros(distanceKm, eu261Covers(to), bands) };
}

/** `eu261` on a booking answer: one notice per disrupted flight of the booking. */
export const eu261NoticeSchema = z.object({
  flightNumber: z.string(),
  disruption: z.enum(DISRUPTIONS),
  cause: z.enum(DISRUPTION_CAUSES),
  outcome: z.enum(COMPENSATION_OUTCOMES),
  /** how much later the flight arrives, for a delay */
  delayMinutes: z.number().int().nullable(),
  distanceKm: z.number().int(),
  /** whole euros per traveller the regulation sets for this distance */
  eurosPerPassenger: z.number().int(),
  /** what the ledger owes this booking for the flight: euros, and dollars at the rate it was entered at */
  compensationEuros: z.number(),
  compensationUsd: z.number(),
  passengersCompensated: z.number().int(),
  recordedAt: z.string(),
});
export type Eu261Notice = z.infer<typeof eu261NoticeSchema>;
/** What a booking's e-mail about the disruption says of EU261. */
export type Eu261MailNotice = Omit<Eu261Notice, 'flightNumber' | 'cause' | 'distanceKm' | 'recordedAt'>;

/** The notice in an e-mail, one item a line. */
export function eu261MailLines(n: Eu261MailNotice, usd: string): string[] {
  const compensation =
    n.outcome === 'EXTRAORDINARY'
      ? eu261Texts.extraordinary
      : n.outcome === 'EARLY_NOTICE'
        ? eu261Texts.earlyNotice
        : eu261Texts.compensation(
            formatEuros(n.eurosPerPassenger),
            formatEuros(n.compensationEuros),
            usd,
            n.passengersCompensated,
          );
  return [
    `${eu261Texts.title}:`,
    `- ${eu261Texts.care}`,
    `- ${n.disruption === 'CANCELLED' ? eu261Texts.choiceCancelled : eu261Texts.choiceDelayed}`,
    `- ${compensation}`,
  ];
}
