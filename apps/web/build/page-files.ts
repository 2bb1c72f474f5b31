/** The files the web build writes for the server: the prerendered pages, per language, and their shell. */

/**
 * The public pages the build prerenders (docs/product.md#102-what-the-public-pages-load-first): those whose largest text is their
 * own. A flight's largest text is the flight's, so the server renders its page at request time, with
 * the flight, into `pages/shell.html`.
 */
export const PRERENDERED_PAGES = ['/', '/book-flights', '/track-booking'];

/** The prerendered pages' document with nothing in `#root`: the server renders a flight's page into it. */
export const SHELL_FILE = 'pages/shell.html';

/** The stylesheet in pieces, of which the server keeps in each page those its first screen uses. */
export const STYLES_FILE = 'pages/styles.json';

/** Under what name a route's prerendered page is written: `/track-booking` → `pages/track-booking.html`, `pages/es/track-booking.html`. */
export const pageFile = (route: string, language: string) =>
  `pages${language === 'en' ? '' : `/${language}`}${route === '/' ? '/home' : route}.html`;

/** Which file answers which route, per language: English's is `pages/pages.json`, Spanish's `pages/es/pages.json`. */
export const manifestFile = (language: string) =>
  `pages${language === 'en' ? '' : `/${language}`}/pages.json`;
