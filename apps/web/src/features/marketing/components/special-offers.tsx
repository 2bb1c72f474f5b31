import { ArrowRight, CalendarClock, PartyPopper, Users } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

const OFFERS = [
  {
    offer: 'early-bird',
    icon: CalendarClock,
    badge: 'Up to 25% off',
    title: 'Early Bird',
    text: 'Plan ahead and save: book 60 days before departure for up to 25% off.',
  },
  {
    offer: 'weekend',
    icon: PartyPopper,
    badge: '20% off',
    title: 'Weekend Getaway',
    text: 'Saturday and Sunday departures at 20% off — the city break you keep postponing.',
  },
  {
    offer: 'family',
    icon: Users,
    badge: 'Kids fly free',
    title: 'Family Travel',
    text: 'Children under 12 fly free with two paying adults.',
  },
] as const;

/** The three special offers, each linking to the flight list with its offer (docs/product.md#1-what-skylark-does-and-for-whom). */
export function SpecialOffers() {
  return (
    <section
      aria-labelledby="offers-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-navy-950 py-16 text-white sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="offers-title"
          tone="light"
          eyebrow="Special offers"
          title="Deals worth packing for"
          lead="Pick an offer and we will show you the flights it applies to."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {OFFERS.map(({ offer, icon: Icon, badge, title, text }) => (
            <li key={offer} className="flex flex-col rounded-2xl border border-white/10 bg-white/5 p-6">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-400 text-navy-950">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="rounded-full bg-sky-400/15 px-3 py-1 text-xs font-semibold text-sky-200">
                  {badge}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-bold">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-navy-200">{text}</p>
              <Link
                to={`/book-flights?offer=${offer}`}
                className="mt-6 inline-flex items-center gap-2 self-start rounded-lg text-sm font-semibold text-accent-300 hover:text-accent-200 focus-visible:outline-2 focus-visible:outline-sky-400"
              >
                View {title} flights
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
