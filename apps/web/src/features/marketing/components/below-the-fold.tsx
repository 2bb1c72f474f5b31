import { AboutTeaser } from '@/features/marketing/components/about-teaser';
import { AvailableFlights } from '@/features/marketing/components/available-flights';
import { Destinations } from '@/features/marketing/components/destinations';
import { LuxuryTravel } from '@/features/marketing/components/luxury-travel';
import { Newsletter } from '@/features/marketing/components/newsletter';
import { SpecialOffers } from '@/features/marketing/components/special-offers';
import { WhyChooseUs } from '@/features/marketing/components/why-choose-us';
import { OneAtATime } from './one-at-a-time';

/**
 * The home page below the hero: loaded after the first paint, and built one section per task
 * (docs/product.md#102-what-the-public-pages-load-first).
 */
export default function BelowTheFold() {
  return (
    <OneAtATime>
      {[
        <AvailableFlights key="flights" />,
        <Destinations key="destinations" />,
        <SpecialOffers key="offers" />,
        <WhyChooseUs key="why" />,
        <LuxuryTravel key="luxury" />,
        <AboutTeaser key="about" />,
        <Newsletter key="newsletter" />,
      ]}
    </OneAtATime>
  );
}
