type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Set on <html> once the app has adopted a painted page. Until then the loader in the painted page
 * holds back a form's submit and marks the form with `data-held-submit` (docs/product.md §10.2).
 */
const ADOPTED = 'data-adopted';
const HELD_SUBMIT = 'data-held-submit';

declare global {
  interface Window {
    /**
     * The buttons (`type="button"`) clicked on a painted page before the app started adopting it,
     * in order, kept there by the painted page's loader; set to null when the app takes them.
     */
    heldClicks?: HTMLButtonElement[] | null;
  }
}

/** The value a field had in the painted HTML. */
function paintedValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * What a visitor did on a painted page before the app adopted it: what they typed, the buttons they
 * clicked and the form they sent. React adopts the page with its own state, which still holds the
 * painted values: it sets a select back, a controlled field would lose the text at its next render,
 * and a button had no handler yet. So these are read before the app adopts the page, and the
 * function this answers, called once it has, hands each typed value to React as if it were typed
 * then, clicks the held buttons again, and sends the held form. From the moment this is called, a
 * click reaches React itself, which handles it once it has adopted the button.
 */
export function keepPaintedInput(root: HTMLElement): () => void {
  const clicked = window.heldClicks ?? [];
  window.heldClicks = null;
  const typed = [
    ...root.querySelectorAll<Field>('input:not([type=checkbox]):not([type=radio]), textarea, select'),
  ].flatMap((field) => (field.value === paintedValue(field) ? [] : [{ field, value: field.value }]));
  return () => {
    for (const { field, value } of typed.splice(0)) {
      // React notices a change by comparing with the value it last saw set through the element, so
      // the painted value is set that way and the typed one through the browser's own setter
      field.value = paintedValue(field);
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(
        new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    }
    document.documentElement.setAttribute(ADOPTED, '');
    const buttons = clicked.splice(0);
    const forms = [...root.querySelectorAll<HTMLFormElement>(`form[${HELD_SUBMIT}]`)];
    for (const form of forms) form.removeAttribute(HELD_SUBMIT);
    // in a task of its own, once React has rendered the values handed to it above
    setTimeout(() => {
      for (const button of buttons) if (root.contains(button)) button.click();
      for (const form of forms) form.requestSubmit();
    }, 0);
  };
}
