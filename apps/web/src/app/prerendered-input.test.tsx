import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPrerenderedInput } from './prerendered-input';

const searched: string[] = [];

/** A controlled search form, as Track Booking and the flight search are. */
function SearchForm() {
  const [text, setText] = useState('');
  const [size, setSize] = useState('1');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        searched.push(`${text} × ${size}`);
      }}
    >
      <input aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <select aria-label="Size" value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
      <button type="submit">Search</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
  searched.length = 0;
  window.heldClicks = undefined;
});

/** The prerendered form, typed into before the app hydrates it. */
async function typeThenHydrate(typeBefore: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm />);
  document.body.append(container);
  typeBefore(container);
  const replayTyped = keepPrerenderedInput(container);
  await act(async () => {
    root = hydrateRoot(container, <SearchForm />);
  });
  return replayTyped;
}

describe('what a visitor did on a prerendered page before the app hydrated it (docs/product.md#102-what-the-public-pages-load-first)', () => {
  it('counts once the app has hydrated the page: the submit sends it, and the next render keeps it', async () => {
    const replayTyped = await typeThenHydrate((page) => {
      page.querySelector('input')!.value = 'SKY-ABC123';
      page.querySelector('select')!.value = '2';
    });
    await act(async () => replayTyped());
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(searched).toEqual(['SKY-ABC123 × 2']);
    // a render for another field leaves the typed text where it is
    fireEvent.change(screen.getByRole('combobox', { name: 'Size' }), { target: { value: '1' } });
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('SKY-ABC123');
  });

  it('keeps a trip type chosen and a box ticked before the app hydrated the page', async () => {
    const chosen: string[] = [];
    function TripForm() {
      const [trip, setTrip] = useState('oneway');
      const [flexible, setFlexible] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            chosen.push(`${trip}, flexible ${flexible}`);
          }}
        >
          {['oneway', 'return'].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="trip"
                value={value}
                checked={trip === value}
                onChange={() => setTrip(value)}
              />
              {value}
            </label>
          ))}
          <label>
            <input
              type="checkbox"
              checked={flexible}
              onChange={(event) => setFlexible(event.target.checked)}
            />
            Flexible dates
          </label>
          <button type="submit">Search</button>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TripForm />);
    document.body.append(container);
    (container.querySelector('input[value=return]') as HTMLInputElement).click();
    (container.querySelector('input[type=checkbox]') as HTMLInputElement).click();
    const replay = keepPrerenderedInput(container);
    await act(async () => {
      root = hydrateRoot(container, <TripForm />);
    });
    await act(async () => replay());
    expect(screen.getByRole('radio', { name: 'return' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Flexible dates' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(chosen).toEqual(['return, flexible true']);
  });

  it('leaves untouched fields and what was typed after hydration alone', async () => {
    const replayTyped = await typeThenHydrate(() => undefined);
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: 'later' } });
    await act(async () => replayTyped());
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(searched).toEqual(['later × 1']);
  });

  it('a form sent before the app hydrated the page is sent once it has, with what was typed', async () => {
    const replay = await typeThenHydrate((page) => {
      page.querySelector('input')!.value = 'SKY-HELD01';
    });
    // the prerendered page's loader held the submit back and marked the form (set here after the
    // hydration, as React's development build reports any attribute it did not render)
    document.querySelector('form')!.setAttribute('data-held-submit', '');
    expect(searched).toEqual([]);
    // twice at once, as React's strict mode runs an effect on mount
    await act(async () => {
      replay();
      replay();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(searched).toEqual(['SKY-HELD01 × 1']);
    expect(document.querySelector('form')).not.toHaveAttribute('data-held-submit');
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    // once only
    await act(async () => {
      replay();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(searched).toEqual(['SKY-HELD01 × 1']);
  });

  it('buttons clicked before the app started hydrating the page are clicked again, in order, once', async () => {
    function ClassPicker() {
      const [chosen, setChosen] = useState<string[]>([]);
      return (
        <div>
          {['Economy', 'Business'].map((name) => (
            <button key={name} type="button" onClick={() => setChosen((c) => [...c, name])}>
              {name}
            </button>
          ))}
          <p>Chosen: {chosen.join(', ')}</p>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ClassPicker />);
    document.body.append(container);
    // as the prerendered page's loader keeps them: a click on a button with no handler yet
    const [economy, business] = container.querySelectorAll('button');
    window.heldClicks = [business!, economy!, business!];
    const replay = keepPrerenderedInput(container);
    expect(window.heldClicks).toBeNull();
    await act(async () => {
      root = hydrateRoot(container, <ClassPicker />);
    });
    expect(screen.getByText(/^Chosen:/)).toHaveTextContent('Chosen:');
    // twice at once, as React's strict mode runs an effect on mount
    await act(async () => {
      replay();
      replay();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText(/^Chosen:/)).toHaveTextContent('Chosen: Business, Economy, Business');
  });
});
