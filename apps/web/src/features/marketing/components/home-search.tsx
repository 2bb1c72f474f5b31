import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TripSearchBox } from '@/components/flight-search/trip-search-box';
import { writeTripSearch } from '@/lib/search-params';

/** Home's search box: it opens the flight list with the whole search in its URL (docs/product.md#131-the-flight-list). */
export function HomeSearch() {
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  return (
    <section aria-labelledby="home-search-title" className="container-page relative z-10 -mt-6 mb-4">
      <h2 id="home-search-title" className="sr-only">
        {t('home.searchTitle')}
      </h2>
      <TripSearchBox
        onSearch={(search) =>
          void navigate(`/book-flights?${writeTripSearch(search, new URLSearchParams()).toString()}`)
        }
      />
    </section>
  );
}
