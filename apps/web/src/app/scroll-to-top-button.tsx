import { SCROLL_TO_TOP_THRESHOLD_PX } from '@skylark/contract';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const isFormField = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.matches('input, select, textarea, [contenteditable="true"]');

/**
 * Appears after scrolling past 300 px (docs/product.md#22-shared-chrome), and steps aside while a form field has
 * the focus, so that it never sits on a field, a checkbox or a price a traveller is working with.
 */
export function ScrollToTopButton() {
  const { t } = useTranslation('app');
  const [scrolled, setScrolled] = useState(false);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    const onFocusIn = (event: FocusEvent) => setEditing(isFormField(event.target));
    const onFocusOut = () => setEditing(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    // A page may have scrolled before this effect ran. Checked at the next frame, where the layout is
    // computed anyway: reading scrollY here would force the page's first layout inside this effect.
    const frame = window.requestAnimationFrame(onScroll);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  if (!scrolled || editing) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('scrollToTop')}
      className="fixed end-3 bottom-3 z-40 flex size-10 items-center justify-center rounded-full bg-navy-900/90 text-white shadow-lg transition hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 sm:end-5 sm:bottom-5 sm:size-12"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
