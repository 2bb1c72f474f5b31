import { BadgePercent } from 'lucide-react';
import { Link } from 'react-router';
import { promoMessages } from '@/features/marketing/data/content';

/** The header promo of docs/product.md#1-what-skylark-does-and-for-whom. */
export function PromoBar() {
  return (
    <div className="bg-accent-400 text-navy-950">
      <p className="container-page flex flex-wrap items-center justify-center gap-x-2 gap-y-1 py-2 text-center text-sm font-medium">
        <BadgePercent className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Limited-time fares: <strong className="font-bold">{promoMessages}</strong>.
        </span>
        <Link
          to="/book-flights?offer=early-bird"
          className="font-semibold underline underline-offset-2 hover:no-underline"
        >
          See the deals
        </Link>
      </p>
    </div>
  );
}
