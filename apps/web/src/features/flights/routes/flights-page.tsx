import { FLIGHT_TEXT, MSG, OFFERS, type Offer } from '@skylark/contract';
import { Headset, PlaneTakeoff, RotateCw, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FlightCard } from '@/components/flights/flight-card';
import { Button, EmptyState, Pagination, buttonClasses, usePageTitle } from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { errorMessage } from '@/lib/api-client';
import { useFlights } from '@/features/flights/api/get-flights';
import { type FlightSearch, useFlightSearch } from '@/features/flights/api/search-flights';
import { FlightSearchForm } from '@/features/flights/components/flight-search-form';
import { OfferBanner } from '@/features/flights/components/offer-banner';

const offerOf = (value: string | null): Offer | undefined => OFFERS.find((o) => o === value);

/** Available Flights (docs/product.md §2.3): the first 10 flights, search, offers, every state. */
export default function FlightsPage() {
  usePageTitle(FLIGHT_TEXT.availableFlights);
  const [params, setParams] = useSearchParams();
  const offer = offerOf(params.get('offer'));
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<FlightSearch | null>(null);

  const list = useFlights({ page, offer }, search === null);
  const found = useFlightSearch(search, page);
  const query = search ? found : list;
  const fallback = search ? MSG.searchFlightsFailed : MSG.fetchFlightsFailed;

  const clearOffer = () => {
    const next = new URLSearchParams(params);
    next.delete('offer');
    setParams(next, { replace: true });
    setPage(1);
  };

  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold text-navy-900">{FLIGHT_TEXT.availableFlights}</h1>
        <p className="text-navy-600">Find your flight, compare classes and book in minutes.</p>
      </header>

      {offer && search === null && <OfferBanner offer={offer} onDismiss={clearOffer} />}

      <FlightSearchForm
        active={search !== null}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        onClear={() => {
          setSearch(null);
          setPage(1);
        }}
      />

      <QueryList
        query={query}
        loadingLabel="Loading flights…"
        errorText={(error) => errorMessage(error, fallback)}
        empty={
          search ? (
            <EmptyState
              title="No flights match your search"
              description="Try another date, a nearby city, or fewer passengers."
              icon={<SearchX className="size-7" aria-hidden="true" />}
              action={
                <Button variant="outline" onClick={() => setSearch(null)}>
                  Show all flights
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={FLIGHT_TEXT.noFlightsAvailable}
              description={FLIGHT_TEXT.noFlightsDescription}
              icon={<PlaneTakeoff className="size-7" aria-hidden="true" />}
              action={
                <>
                  <Button
                    onClick={() => void query.refetch()}
                    loading={query.isFetching}
                    icon={<RotateCw className="size-4" aria-hidden="true" />}
                  >
                    {FLIGHT_TEXT.refreshFlights}
                  </Button>
                  <Link to="/contact" className={buttonClasses({ variant: 'outline' })}>
                    <Headset className="size-4" aria-hidden="true" />
                    {FLIGHT_TEXT.contactSupport}
                  </Link>
                </>
              }
            />
          )
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-navy-600" aria-live="polite">
              {data.totalFlights} {data.totalFlights === 1 ? 'flight' : 'flights'}
              {search ? ' match your search' : ''}
            </p>
            <ul
              className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
              aria-busy={query.isFetching || undefined}
            >
              {data.data.map((flight) => (
                <li key={flight._id} className="flex">
                  <FlightCard flight={flight} className="w-full" />
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        )}
      </QueryList>
    </div>
  );
}
