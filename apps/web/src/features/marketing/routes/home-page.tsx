import { usePageTitle } from '@/components/ui';
import { AboutTeaser } from '@/features/marketing/components/about-teaser';
import { AvailableFlights } from '@/features/marketing/components/available-flights';
import { Deferred } from '@/features/marketing/components/deferred';
import { Destinations } from '@/features/marketing/components/destinations';
import { Hero } from '@/features/marketing/components/hero';
import { LuxuryTravel } from '@/features/marketing/components/luxury-travel';
import { Newsletter } from '@/features/marketing/components/newsletter';
import { PromoBar } from '@/features/marketing/components/promo-bar';
import { SpecialOffers } from '@/features/marketing/components/special-offers';
import { WhyChooseUs } from '@/features/marketing/components/why-choose-us';

/** Home (docs/product.md §2.3): hero, Available Flights, destinations, offers, reasons, luxury, about, newsletter. */
export default function HomePage() {
  usePageTitle('Book Flights at Competitive Prices');
  return (
    <>
      <PromoBar />
      <Hero />
      <Deferred>
        <AvailableFlights />
        <Destinations />
        <SpecialOffers />
        <WhyChooseUs />
        <LuxuryTravel />
        <AboutTeaser />
        <Newsletter />
      </Deferred>
    </>
  );
}
