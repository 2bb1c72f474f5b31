/** The page a guard or a 401 came from (router state `from`), if it is a path of this site. */
export function returnPath(state: unknown, fallback: string): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state as { from: unknown };
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return fallback;
}
