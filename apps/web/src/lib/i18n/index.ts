import { DEFAULT_LANGUAGE, type Language, isLanguage, languageDirection } from '@skylark/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en';

/** The English texts, by namespace: the source every other language translates (docs/decisions/102). */
export type Resources = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** Each other language's texts, fetched when a page first needs them. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Resources }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
};

/** The app's one i18next instance; English is there from the start, so nothing waits to render it. */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en },
  ns: Object.keys(en),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Loads a language's texts into the instance, once. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const { default: resources } = await loaders[language]();
  for (const [namespace, texts] of Object.entries(resources))
    i18n.addResourceBundle(language, namespace, texts, true, true);
}

/** The language the app shows now. */
/** The language of the page the server is rendering, while it renders it (renderingIn). */
let rendering: Language | undefined;

/** The language the app shows now: on the server, that of the page being rendered. */
export const currentLanguage = (): Language =>
  rendering ?? (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/**
 * Renders a page on the server in `language`, so that what formats outside React (lib/format.ts)
 * follows it too. The render is synchronous: pages rendered meanwhile in other languages never see it.
 */
export function renderingIn<T>(language: Language, render: () => T): T {
  rendering = language;
  try {
    return render();
  } finally {
    rendering = undefined;
  }
}

/** An instance fixed to one language, for rendering a page on the server while others render in other languages. */
export async function i18nFor(language: Language): Promise<I18n> {
  await loadLanguage(language);
  return i18n.cloneInstance({ lng: language, initAsync: false });
}

/** Shows the app in `language`: its texts, `<html lang dir>`, and the cookie that remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = languageDirection(language);
}
