import { placeNaming } from '@skylark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionLanguage } from './language-region';

/**
 * A flight's places in the language of the part of the page they are shown in (docs/decisions/110):
 * `city` ("باريس") and `place` ("باريس، Charles de Gaulle (CDG)"). English shows them as stored and
 * loads no texts for it.
 */
export function usePlaceNames() {
  const language = useRegionLanguage();
  const { t } = useTranslation(language === 'en' ? 'common' : 'places', { lng: language });
  return useMemo(
    () =>
      placeNaming(language, (english) =>
        language === 'en'
          ? undefined
          : t(english, {
              ns: 'places',
              lng: language,
              keySeparator: false,
              nsSeparator: false,
              defaultValue: english,
            }),
      ),
    [language, t],
  );
}
