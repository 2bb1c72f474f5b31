import type { TFunction } from 'i18next';
import { type Party, seatedOf } from '@/lib/party';

/** "2 passengers + 1 on a lap", in the language shown. */
export function partyText(t: TFunction<'flights'>, party: Party): string {
  const passengers = t('passengers', { count: seatedOf(party) });
  return party.infants ? t('onLap', { passengers, count: party.infants }) : passengers;
}
