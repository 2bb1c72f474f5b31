import { cityOf } from '@skylark/contract/airports';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionLanguage } from './language-region';

/**
 * A flight's places in the language of the part of the page they are shown in (docs/decisions/110):
 * the city by its name in that language, the airport by its own name. English shows them as stored,
 * and needs no texts loaded for it.
 */
export function usePlaceNames() {
  const language = useRegionLanguage();
  const { t } = useTranslation(language === 'en' ? 'common' : 'places', { lng: language });
  return useMemo(() => {
    const city = (place: string) => {
      const stored = cityOf(place);
      if (language === 'en') return stored;
      return t(stored, {
        ns: 'places',
        lng: language,
        keySeparator: false,
        nsSeparator: false,
        defaultValue: stored,
      });
    };
    const comma = language === 'ar' ? '، ' : ', ';
    /** "Paris, Charles de Gaulle (CDG)" with the city in the page's language. */
    const place = (stored: string) => {
      const at = stored.indexOf(',');
      return at === -1 ? city(stored) : `${city(stored)}${comma}${stored.slice(at + 1).trim()}`;
    };
    return { city, place };
  }, [language, t]);
}
