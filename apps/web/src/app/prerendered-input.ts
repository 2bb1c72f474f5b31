type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Set on <html> once the app has hydrated a prerendered page. Until then the loader in the prerendered page
 * holds back a form's submit and marks the form with `data-held-submit` (docs/product.md#102-what-the-public-pages-load-first).
 */
const HYDRATED = 'data-hydrated';
const HELD_SUBMIT = 'data-held-submit';

declare global {
  interface Window {
    /**
     * The buttons (`type="button"`) clicked on a prerendered page before the app started hydrating it,
     * in order, kept there by the prerendered page's loader; set to null when the app takes them.
     */
    heldClicks?: HTMLButtonElement[] | null;
  }
}

/** The value a field had in the prerendered HTML. */
function prerenderedValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * What a visitor did on a prerendered page before the app hydrated it: what they typed, the radios and
 * boxes they chose, the buttons they clicked and the form they sent. React hydrates the page with its
 * own state, which still holds the prerendered values: it sets a select back, a controlled field
 * would lose the text at its next render, and a button had no handler yet. So these are read before
 * the app hydrates the page, and the function this answers, called once it has, hands each typed
 * value and each choice to React as if it were made then, clicks the held buttons again, and sends
 * the held form. From the moment this is called, a click reaches React itself, which handles it
 * once it has hydrated the button.
 */
export function keepPrerenderedInput(root: HTMLElement): () => void {
  const clicked = window.heldClicks ?? [];
  window.heldClicks = null;
  const typed = [
    ...root.querySelectorAll<Field>('input:not([type=checkbox]):not([type=radio]), textarea, select'),
  ].flatMap((field) => (field.value === prerenderedValue(field) ? [] : [{ field, value: field.value }]));
  // a radio chosen or a box ticked or cleared
  const ticked = [
    ...root.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]'),
  ].flatMap((box) =>
    box.checked !== box.defaultChecked && (box.checked || box.type === 'checkbox')
      ? [{ box, checked: box.checked }]
      : [],
  );
  return () => {
    // set back as prerendered through the element, so React sees the click that sets it again as a change
    for (const { box, checked } of ticked.splice(0)) {
      box.checked = !checked;
      box.click();
    }
    for (const { field, value } of typed.splice(0)) {
      // React notices a change by comparing with the value it last saw set through the element, so
      // the prerendered value is set that way and the typed one through the browser's own setter
      field.value = prerenderedValue(field);
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(
        new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    }
    document.documentElement.setAttribute(HYDRATED, '');
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
