import { type ClassType, type Flight, isClassType } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { useFlight } from '@/lib/api/get-flight';
import { connects, tripCheckoutPath } from '@/lib/trip-segments';

/**
 * Under a flight of the list while a return is being picked: the way to the trip's checkout when
 * the flight connects to the outbound one, else why not (docs/product.md#149-return-trips-and-multi-city).
 */
export function ReturnChoice({
  outbound,
  flight,
  classType,
}: {
  /** `flightId:CLASS` */
  outbound: string;
  flight: Flight;
  classType?: ClassType | '';
}) {
  const { t } = useTranslation('flights');
  const [outboundId = '', outboundClass = ''] = outbound.split(':');
  const first = useFlight(outboundId, { retry: false });
  if (!first.data) return null;
  if (!connects(first.data, flight))
    return <p className="px-1 text-sm text-navy-600">{t('segment.doesNotConnect')}</p>;
  const offered = flight.classTypes.map((c) => c.type);
  const wanted = [classType, outboundClass].find(
    (c): c is ClassType => isClassType(c) && offered.includes(c),
  );
  const chosen = wanted ?? offered[0];
  if (!chosen || !isClassType(outboundClass)) return null;
  return (
    <Link
      to={tripCheckoutPath([
        { flightId: outboundId, classType: outboundClass },
        { flightId: flight._id, classType: chosen },
      ])}
      className={buttonClasses({ variant: 'primary', block: true })}
      aria-label={`${t('segment.chooseAsReturn')}: ${flight.flightNumber}`}
    >
      {t('segment.chooseAsReturn')}
    </Link>
  );
}
