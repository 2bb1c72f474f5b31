import { usePageTitle } from '../../../components/ui';
import { AboutTeaser } from '../components/about-teaser';
import { AvailableFlights } from '../components/available-flights';
import { Deferred } from '../components/deferred';
import { Destinations } from '../components/destinations';
import { Hero } from '../components/hero';
import { LuxuryTravel } from '../components/luxury-travel';
import { Newsletter } from '../components/newsletter';
import { PromoBar } from '../components/promo-bar';
import { SpecialOffers } from '../components/special-offers';
import { WhyChooseUs } from '../components/why-choose-us';

/** Home (spec §2.3): hero, Available Flights, destinations, offers, reasons, luxury, about, newsletter. */
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
