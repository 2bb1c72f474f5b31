import { AboutTeaser } from '@/features/marketing/components/about-teaser';
import { AvailableFlights } from '@/features/marketing/components/available-flights';
import { Destinations } from '@/features/marketing/components/destinations';
import { LuxuryTravel } from '@/features/marketing/components/luxury-travel';
import { Newsletter } from '@/features/marketing/components/newsletter';
import { SpecialOffers } from '@/features/marketing/components/special-offers';
import { WhyChooseUs } from '@/features/marketing/components/why-choose-us';

/** The home page below the hero: loaded after the first paint, with its forms' schemas (docs/product.md §24). */
export default function BelowTheFold() {
  return (
    <>
      <AvailableFlights />
      <Destinations />
      <SpecialOffers />
      <WhyChooseUs />
      <LuxuryTravel />
      <AboutTeaser />
      <Newsletter />
    </>
  );
}
