import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { SectionHeading } from './section-heading';

const PERKS = [
  'Lie-flat seats and chef-designed menus in First Class',
  'Priority check-in, boarding and baggage in Business',
  'Private jets and helicopters, offshore pick-up points included',
] as const;

/** The luxury travel block (docs/product.md#1-what-skylark-does-and-for-whom). */
export function LuxuryTravel() {
  return (
    <section
      aria-labelledby="luxury-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-white py-16 sm:py-20"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <img
          src="/images/luxury-cabin.svg"
          alt="A first-class seat beside a window above the clouds"
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="w-full rounded-3xl shadow-card"
        />
        <div>
          <SectionHeading
            id="luxury-title"
            eyebrow="Luxury travel"
            title="Travel in a class of your own"
            lead="When the journey matters as much as the destination, choose First, Business, a private jet or a chopper."
            align="left"
          />
          <ul className="mt-8 space-y-3">
            {PERKS.map((perk) => (
              <li key={perk} className="flex gap-3 text-navy-700">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800">
                  <Check className="size-4" aria-hidden="true" />
                </span>
                {perk}
              </li>
            ))}
          </ul>
          <Link to="/book-flights" className={buttonClasses({ variant: 'secondary', className: 'mt-8' })}>
            Explore premium cabins
          </Link>
        </div>
      </div>
    </section>
  );
}
