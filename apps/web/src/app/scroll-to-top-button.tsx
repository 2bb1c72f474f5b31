import { SCROLL_TO_TOP_THRESHOLD_PX } from '@skylark/contract';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Appears after scrolling past 300 px (docs/product.md §2.2). */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    // A page may have scrolled before this effect ran. Checked at the next frame, where the layout is
    // computed anyway: reading scrollY here would force the page's first layout inside this effect.
    const frame = window.requestAnimationFrame(onScroll);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label="Scroll to top"
      className="fixed right-5 bottom-5 z-40 flex size-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg transition hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
