import { describe, expect, it, vi } from 'vitest';
import { centerInStrip } from './fare-calendar';

/** A box at `left` (viewport pixels) `width` wide. */
const box = (left: number, width: number) => ({ left, width }) as DOMRect;

describe('the date strip on a phone', () => {
  it('scrolls sideways so that the chosen day sits in the middle of the strip', () => {
    const scrollTo = vi.fn();
    // a 343 px strip 16 px from the edge, already scrolled 10 px; the chosen day 112 px wide, its 4th
    const strip = {
      scrollLeft: 10,
      clientWidth: 343,
      getBoundingClientRect: () => box(16, 343),
      scrollTo,
    } as unknown as HTMLElement;
    const chosen = { getBoundingClientRect: () => box(16 - 10 + 3 * 120, 112) } as unknown as HTMLElement;
    centerInStrip(strip, chosen);
    // 360 px into the strip, less half of what the strip shows beside it: (343 - 112) / 2
    expect(scrollTo).toHaveBeenCalledWith({ left: 360 - 115.5, behavior: 'instant' });
  });

  it('never scrolls before the start', () => {
    const scrollTo = vi.fn();
    const strip = {
      scrollLeft: 0,
      clientWidth: 343,
      getBoundingClientRect: () => box(16, 343),
      scrollTo,
    } as unknown as HTMLElement;
    centerInStrip(strip, { getBoundingClientRect: () => box(16, 112) } as unknown as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: 'instant' });
  });
});
