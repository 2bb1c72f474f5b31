import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_DATA_ID } from '@skylark/contract';

export const INDEX = '<!doctype html><html lang="en"><title>Skylark Airways</title><div id="root"></div>';
export const HOME = '<!doctype html><title>Skylark Airways</title><div id="root"><h1>Skylark</h1></div>';

/**
 * A web build as the web app's build leaves it: index.html, Home prerendered without data, the
 * prerendered pages' shell, and beside `dist/` its server-side renderer, which paints a flight's
 * economy seats, or the flight numbers of a list, and counts its renders. With a stylesheet, the
 * shell has it inline and the build lists its pieces (pages/styles.json).
 */
export function webBuild({
  stylesheet,
  languages = [],
}: { stylesheet?: { css: string; pieces: unknown }; languages?: string[] } = {}): string {
  const web = mkdtempSync(join(tmpdir(), 'skylark-web-'));
  const dist = join(web, 'dist');
  mkdirSync(join(dist, 'pages'), { recursive: true });
  mkdirSync(join(web, '.prerender'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(
    join(dist, 'pages', 'shell.html'),
    stylesheet ? INDEX.replace('<title>', () => `<style>${stylesheet.css}</style><title>`) : INDEX,
  );
  if (stylesheet) writeFileSync(join(dist, 'pages', 'styles.json'), JSON.stringify(stylesheet.pieces));
  writeFileSync(join(dist, 'pages', 'home.html'), HOME);
  writeFileSync(join(dist, 'pages', 'pages.json'), JSON.stringify({ '/': 'pages/home.html' }));
  // Home prerendered in each other language the build is given, as the web build writes it
  for (const language of languages) {
    mkdirSync(join(dist, 'pages', language));
    writeFileSync(join(dist, 'pages', language, 'home.html'), homeIn(language));
    writeFileSync(
      join(dist, 'pages', language, 'pages.json'),
      JSON.stringify({ '/': `pages/${language}/home.html` }),
    );
  }
  writeFileSync(
    join(web, '.prerender', 'prerender.js'),
    `export async function renderPage(url, data, language) {
      if (url.endsWith('?broken') || globalThis.paintingFails) throw new Error('the page failed to render');
      globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
      const list = data.homeFlights ?? data.flightList;
      if (list) {
        const items = list.data.map((f) => '<li>' + f.flightNumber + ' $' + f.lowestPrice + '</li>').join('');
        return { markup: '<ul>' + items + '</ul>' + (language === 'en' ? '' : '<p>in ' + language + '</p>'), data };
      }
      const economy = data.flight.classTypes.find((c) => c.type === 'ECONOMY');
      const markup = '<h1>Flight ' + data.flight.flightNumber + '</h1><p>' + economy.availableSeats + ' seats left</p>' +
        (language === 'en' ? '' : '<p>in ' + language + '</p>');
      return { markup, data: { ...data, times: { departs: data.flight.departure.date } } };
    }`,
  );
  return dist;
}

/** Home as the build prerenders it in another language. */
export const homeIn = (language: string) =>
  `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><title>Skylark Airways</title><div id="root"><h1>Skylark ${language}</h1></div>`;

export const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;
export const paintingFails = (fails: boolean) =>
  ((globalThis as { paintingFails?: boolean }).paintingFails = fails);

/** What the page carries for the app to start from. */
export function pageData(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html);
  return json ? JSON.parse(json[1]!) : undefined;
}
