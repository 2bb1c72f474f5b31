import { describe, expect, it } from 'vitest';
import { renderPage } from './prerender';
import { sampleFlight } from './test/records';

/** The text a reader sees in the markup: tags dropped, white space folded. */
const textOf = (html: string) =>
  html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// The browser journeys hydrate these pages on the built product (e2e/prerendered-pages.spec.ts).
describe('the public pages the build paints (docs/product.md#102-what-the-public-pages-load-first)', () => {
  it('Track booking arrives with its heading, its help and its form', async () => {
    const text = textOf((await renderPage('/track-booking')).markup);
    expect(text).toContain('Track Your Booking Enter the tracking ID from your booking e-mail.');
    expect(text).toContain('Tracking ID Track');
  });

  it('Home arrives with its hero and leaves what is below the fold to the app', async () => {
    const html = (await renderPage('/')).markup;
    expect(textOf(html)).toContain('Above the clouds, below the usual fare.');
    expect(textOf(html)).not.toContain('Newsletter');
  });

  it('names the texts each page was rendered with, so the app loads those and no others before it hydrates', async () => {
    const home = (await renderPage('/', {}, 'es')).data.namespaces;
    expect(home).toEqual(expect.arrayContaining(['common', 'marketing', 'search', 'flights']));
    expect(home).not.toContain('checkout');
    expect(home).not.toContain('booking');
    const track = (await renderPage('/track-booking')).data.namespaces;
    expect(track).toContain('tracking');
    expect(track).not.toContain('marketing');
  });

  it("Home's search box arrives with its first values: a one-way trip for one adult", async () => {
    const html = (await renderPage('/')).markup;
    expect(html).toMatch(/<input type="radio"[^>]*name="trip" checked="" value="oneway"\/>/);
    expect(html).toMatch(/<input[^>]*name="party.adults" value="1"\/>/);
    expect(html).toMatch(/<input[^>]*name="party.infants" value="0"\/>/);
  });

  it('shows the account calls as for a visitor, hidden only where the document says a traveller is signed in', async () => {
    const html = (await renderPage('/')).markup;
    const hidden = (text: string) =>
      new RegExp(`<div class="[^"]*\\bsigned-in:invisible\\b[^"]*">(?:(?!</div>).)*${text}`, 's');
    expect(html).toMatch(hidden('Login'));
    expect(html).toMatch(hidden('Register Now'));
  });

  it('the flight list painted with its first page arrives with its flights, not a loading state', async () => {
    const flightList = { data: [sampleFlight], currentPage: 1, totalPages: 1, totalFlights: 1 };
    const { markup, data } = await renderPage('/book-flights', { flightList });
    expect(markup).toContain(`aria-label="Flight ${sampleFlight.flightNumber}"`);
    expect(textOf(markup)).not.toContain('Loading flights…');
    expect(data.flightList).toBe(flightList);
  });

  it('the flight list built without data arrives with its frame and a loading state', async () => {
    const list = textOf((await renderPage('/book-flights')).markup);
    expect(list).toContain('Available Flights Find your flight, compare classes and book in minutes.');
    expect(list).toContain('Loading flights…');
  });

  it("a flight's page hands the app the airport times it wrote, so the app hydrates it without writing them again", async () => {
    const { markup, data } = await renderPage(`/book-flights/${sampleFlight._id}`, { flight: sampleFlight });
    expect(data.flight).toBe(sampleFlight);
    const times = Object.values(data.times ?? {});
    expect(times.length).toBeGreaterThanOrEqual(4);
    for (const time of times) expect(textOf(markup)).toContain(time);
  });
});
