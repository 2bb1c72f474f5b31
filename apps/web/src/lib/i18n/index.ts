import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage, languageDirection } from '@skylark/contract';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en';

/** The English texts, by namespace: the source every other language translates (docs/decisions/102). */
export type Resources = typeof en;
export type Namespace = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** Each language's namespaces, each in a chunk of its own, fetched when a page first needs it. */
const files = import.meta.glob<{ default: object }>([
  './locales/*/*.ts',
  './locales/*/*.json',
  '!./locales/*/index.ts',
  '!./locales/*/texts.ts',
]);
const loaders = new Map(
  Object.entries(files).map(([path, load]) => [path.replace(/^\.\/locales\/|\.(ts|json)$/g, ''), load]),
);
const NAMESPACES = [...new Set([...loaders.keys()].map((key) => key.split('/')[1]!))] as Namespace[];

/**
 * What code outside React translates with (an error's code, a form's field errors, toasts): loaded
 * with every page, whatever it renders.
 */
const ALWAYS: Namespace[] = ['common', 'app', 'ui', 'errors', 'validation'];

/** A namespace's texts in a language. */
async function readTexts(language: string, namespace: string): Promise<object> {
  const load = loaders.get(`${language}/${namespace}`);
  if (!load) throw new Error(`no texts ${language}/${namespace}`);
  return (await load()).default;
}

/**
 * The app's one i18next instance. A render that asks for a namespace not loaded yet suspends until
 * it is. Each language's texts are complete (locales.test.ts), so none falls back to another.
 */
export const i18n: I18n = i18next.createInstance();
void i18n
  .use(resourcesToBackend(readTexts))
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    partialBundledLanguages: true,
    resources: {},
    ns: [],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/** Loads `namespaces`, and those every page needs, in `language`, each once. */
export async function loadTexts(language: Language, namespaces: readonly string[] = []): Promise<void> {
  const wanted = new Set<string>([
    ...ALWAYS,
    ...namespaces.filter((ns) => NAMESPACES.includes(ns as Namespace)),
  ]);
  await Promise.all(
    [...wanted]
      .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
      .map(async (namespace) =>
        i18n.addResourceBundle(language, namespace, await readTexts(language, namespace), true, true),
      ),
  );
}

/** Every namespace of `language`: what a render on the server and a page after its first render may need. */
export const loadAllTexts = (language: Language) => loadTexts(language, NAMESPACES);

/** The namespaces the instance's renders have asked for so far. */
export const usedNamespaces = (instance: I18n): string[] =>
  instance.reportNamespaces?.getUsedNamespaces() ?? [];

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
  await loadAllTexts(language);
  return i18n.cloneInstance({ lng: language, initAsync: false });
}

/** Shows the app in `language`: its texts, `<html lang dir>`, and the cookie that remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadTexts(language, Object.keys(i18n.store.data[currentLanguage()] ?? {}));
  await i18n.changeLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = languageDirection(language);
}
