import { EARLY_BIRD_DAYS, type Offer } from '@skylark/contract';
import { BadgePercent, X } from 'lucide-react';

const OFFER_COPY: Record<Offer, { title: string; text: string }> = {
  'early-bird': {
    title: 'Early bird: up to 25% off',
    text: `25% off every flight departing ${EARLY_BIRD_DAYS} days or more ahead, applied at checkout however you found it. Showing flights departing ${EARLY_BIRD_DAYS} days or more from now.`,
  },
  weekend: {
    title: 'Weekend getaway: 20% off',
    text: '20% off every flight departing on a Saturday or a Sunday (UTC), applied at checkout however you found it. Showing flights that depart on a Saturday or a Sunday.',
  },
  family: {
    title: 'Family offer: children under 12 fly free',
    text: 'Children under 12 fly free with two paying adults (12 or over), and one adult for each infant and each three children. Applied at checkout to every booking that fits, however you found the flight; when several offers fit, the best one is applied.',
  },
};

/** The banner of a special offer opened from Home (docs/product.md#1-what-skylark-does-and-for-whom). */
export function OfferBanner({ offer, onDismiss }: { offer: Offer; onDismiss: () => void }) {
  const copy = OFFER_COPY[offer];
  return (
    <section
      aria-label="Special offer"
      className="flex items-start gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-4 text-navy-900"
    >
      <BadgePercent className="mt-0.5 size-6 shrink-0 text-accent-600" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="font-semibold">{copy.title}</h2>
        <p className="text-sm text-navy-700">{copy.text}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-lg p-1 text-navy-600 hover:bg-accent-100 focus-visible:outline-2 focus-visible:outline-sky-500"
        aria-label="Show all flights"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </section>
  );
}
