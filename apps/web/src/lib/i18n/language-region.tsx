import { DEFAULT_LANGUAGE, type Language, isLanguage, languageDirection } from '@skylark/contract';
import { type ReactNode, createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

interface Region {
  lang: Language;
  dir: 'ltr' | 'rtl';
}

const BACK_OFFICE_LANGUAGE: Language = 'en';

const RegionContext = createContext<Region | null>(null);

/**
 * A part of the page written in `language` (its `lang` and `dir`), which may differ from the page's:
 * the back office is English in any page language (docs/decisions/109). A dialog opened from inside
 * it is marked the same way, though it is placed at the end of the body.
 */
export function LanguageRegion({
  language,
  className,
  children,
}: {
  language: Language;
  className?: string;
  children: ReactNode;
}) {
  const region: Region = { lang: language, dir: languageDirection(language) };
  return (
    <RegionContext.Provider value={region}>
      <div lang={region.lang} dir={region.dir} className={className}>
        {children}
      </div>
    </RegionContext.Provider>
  );
}

/** A part of the back office: English, left to right, in any page language (docs/decisions/109). */
export function BackOfficeRegion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <LanguageRegion language={BACK_OFFICE_LANGUAGE} className={className}>
      {children}
    </LanguageRegion>
  );
}

/** A part in the page's own language inside a region of another: the booking's parts the desk shares with the traveller. */
export function PageLanguageRegion({ className, children }: { className?: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <LanguageRegion language={language} className={className}>
      {children}
    </LanguageRegion>
  );
}

/** The `lang` and `dir` of the region a dialog opens from; nothing outside a region (the page's own). */
export function useRegionAttributes(): Partial<Region> {
  return useContext(RegionContext) ?? {};
}
