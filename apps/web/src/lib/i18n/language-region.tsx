import { DEFAULT_LANGUAGE, type Language, isLanguage, languageDirection } from '@skylark/contract';
import { type ReactNode, createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from './index';

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

function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** A part in the page's own language inside a region of another: the booking's parts the desk shares with the traveller. */
export function PageLanguageRegion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <LanguageRegion language={usePageLanguage()} className={className}>
      {children}
    </LanguageRegion>
  );
}

/** The `lang` and `dir` of the region a dialog opens from; nothing outside a region (the page's own). */
export function useRegionAttributes(): Partial<Region> {
  return useContext(RegionContext) ?? {};
}

/** The language of the part of the page a component is in: its region's, else the page's. */
export function useRegionLanguage(): Language {
  const page = usePageLanguage();
  return useContext(RegionContext)?.lang ?? page;
}

/**
 * useTranslation in the language of the part of the page the component is in: the texts of a part
 * of the back office are English on a page in any language (docs/decisions/109).
 */
export function useRegionTranslation<N extends Namespace>(namespace: N) {
  const lng = useRegionLanguage();
  const options = useMemo(() => ({ lng }), [lng]);
  return useTranslation(namespace, options);
}
