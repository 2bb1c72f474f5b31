import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stylesIndex } from '../../../web/build/styles-index';
import { buildTestApp, type TestApp } from '../test/app';
import { createFlight } from '../test/factories';
import { webBuild } from '../test/web-build';
import { withFirstScreenCss } from './first-screen-css';

/** A stylesheet as Tailwind writes one: layers, media queries, escaped class names, @property. */
const STYLESHEET =
  '@layer theme,base,utilities;' +
  '@layer theme{:root,:host{--color-navy-900:#0b1f3a}}' +
  '@layer base{*,:after,:before{box-sizing:border-box}}' +
  '@layer utilities{.p-2{padding:.5rem}.px-4{padding-inline:1rem}.hidden{display:none}' +
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.peer:checked~.peer-checked\\:flex{display:flex}' +
  '.card:not(.muted){color:red}' +
  '@media (width>=40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}}' +
  '@property --tw-shadow{syntax:"*";inherits:false}' +
  '@keyframes spin{to{transform:rotate(360deg)}}';

const page = (body: string) => `<html><head><style>${STYLESHEET}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

describe("a page's first-screen styles (docs/product.md#102-what-the-public-pages-load-first)", () => {
  const pieces = stylesIndex(STYLESHEET);

  it('keeps the rules of the classes on the page, in their order and at-rules, and what applies to every page', () => {
    const html = page('<div class="px-4 p-2 sm:flex"><p class="[&amp;&gt;svg]:size-4">x</p></div>');
    expect(styleOf(withFirstScreenCss(html, pieces))).toBe(
      '@layer theme,base,utilities;' +
        '@layer theme{:root,:host{--color-navy-900:#0b1f3a}}' +
        '@layer base{*,:after,:before{box-sizing:border-box}}' +
        '@layer utilities{.p-2{padding:.5rem}.px-4{padding-inline:1rem}' +
        '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}' +
        '@media (width>=40rem){.sm\\:flex{display:flex}}}' +
        '@property --tw-shadow{syntax:"*";inherits:false}' +
        '@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('needs every class of a selector but those it excludes', () => {
    const css = styleOf(withFirstScreenCss(page('<i class="peer-checked:flex card"></i>'), pieces))!;
    expect(css).not.toContain('peer-checked');
    expect(css).toContain('.card:not(.muted){color:red}');
    const both = styleOf(
      withFirstScreenCss(page('<i class="peer"></i><b class="peer-checked:flex"></b>'), pieces),
    );
    expect(both).toContain('.peer:checked~.peer-checked\\:flex{display:flex}');
  });

  it('gives back the whole stylesheet when every piece is kept, and leaves a page without one as it is', () => {
    const all = withFirstScreenCss(
      page(
        '<i class="p-2 px-4 hidden [&amp;&gt;svg]:size-4 peer peer-checked:flex card sm:flex sm:grid"></i>',
      ),
      pieces,
    );
    expect(styleOf(all)).toBe(STYLESHEET);
    expect(withFirstScreenCss('<p class="p-2">no style</p>', pieces)).toBe('<p class="p-2">no style</p>');
  });
});

describe('a painted page arrives with its first-screen styles only', () => {
  const css = 'h1{font-size:2rem}.seat-map{display:grid}';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: webBuild({ stylesheet: { css, pieces: stylesIndex(css) } }) });
  });
  afterAll(async () => t.close());

  it('keeps the rules its elements use and leaves the others to the whole stylesheet, which index.html keeps inline', async () => {
    const flight = await createFlight(t.database.db);
    const painted = await t.app.inject({ method: 'GET', url: `/book-flights/${flight.id}` });
    expect(painted.body).toContain(`<h1>Flight ${flight.flightNumber}</h1>`);
    expect(styleOf(painted.body)).toBe('h1{font-size:2rem}');
  });
});
