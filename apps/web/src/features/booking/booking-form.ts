import { isClassType, type ClassType } from '@skylark/contract';

/** The query parameter that carries the chosen class, so it survives a detour through /login. */
export const CLASS_PARAM = 'class';

/**
 * The class chosen on the flight page (docs/product.md §2.3, §14.2): navigation state, or the `class`
 * query parameter that the login page brings back.
 */
export function chosenClass(state: unknown, search: string): ClassType | null {
  if (typeof state === 'object' && state !== null) {
    const candidate =
      (state as { classType?: unknown }).classType ?? (state as { selectedClass?: unknown }).selectedClass;
    if (isClassType(candidate)) return candidate;
  }
  const fromQuery = new URLSearchParams(search).get(CLASS_PARAM);
  return isClassType(fromQuery) ? fromQuery : null;
}
