type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value a field had in the painted HTML. */
function paintedValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * What a visitor typed into a painted page before the app adopted it (docs/product.md §24.1). React
 * adopts the page with its own state, which still holds the painted values: it sets a select back,
 * and a controlled field would lose the text at its next render. So the typed values are read before
 * the app adopts the page, and the function this answers hands each to React afterwards, once, as if
 * it were typed then.
 */
export function keepTypedValues(root: HTMLElement): () => void {
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
  };
}
