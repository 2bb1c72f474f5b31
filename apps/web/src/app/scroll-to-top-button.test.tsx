import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('ScrollToTopButton', () => {
  it('appears only after scrolling past 300 px', () => {
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('steps aside while a form field has the focus, and comes back after', () => {
    render(
      <>
        <label>
          <input type="checkbox" /> Elderly
        </label>
        <ScrollToTopButton />
      </>,
    );
    scrollTo(800);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    act(() => screen.getByRole('checkbox', { name: 'Elderly' }).focus());
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => screen.getByRole('checkbox', { name: 'Elderly' }).blur());
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('appears for a page that was already scrolled when it mounted', async () => {
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    render(<ScrollToTopButton />);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });
});
