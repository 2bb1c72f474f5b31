import { placeNaming } from '@skylark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionLanguage } from './language-region';

/**
 * A flight's places in the language of the part of the page they are shown in (docs/decisions/110):
 * `city` ("باريس"), `place` ("باريس، Charles de Gaulle (CDG)") and `searchedCity`. English shows them as stored and
 * loads no texts for it.
 */
export function usePlaceNames() {
  const language = useRegionLanguage();
  const { t } = useTranslation(language === 'en' ? 'common' : 'places', { lng: language });
  return useMemo(() => {
    const naming = placeNaming(language, (english) =>
      language === 'en'
        ? undefined
        : t(english, {
            ns: 'places',
            lng: language,
            keySeparator: false,
            nsSeparator: false,
            defaultValue: english,
          }),
    );
    /** A city searched by (from the address): as the page's language names it; other text as typed. */
    const searchedCity = (value: string) => (value && !value.includes(',') ? naming.city(value) : value);
    return { ...naming, searchedCity };
  }, [language, t]);
}
