/**
 * Moves focus to the field whose problem a flight form announces (its error has role="alert"),
 * else to the first invalid field, which scrolls it into view: errors sit at their fields (docs/product.md §13.2).
 */
export function focusFirstProblem(form: HTMLFormElement | null): void {
  if (!form) return;
  const alert = form.querySelector<HTMLElement>('[role="alert"][id$="-error"]');
  const target =
    (alert ? form.ownerDocument.getElementById(alert.id.slice(0, -'-error'.length)) : null) ??
    form.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}
