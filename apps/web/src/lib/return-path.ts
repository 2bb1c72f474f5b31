/** The page a guard or a 401 came from (router state `from`), if it is a path of this site. */
export function returnPath(state: unknown, fallback: string): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state as { from: unknown };
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return fallback;
}

/** Why a guard sent the visitor to log in (router state `reason`), if it said. */
export function returnReason(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'reason' in state) {
    const { reason } = state as { reason: unknown };
    if (typeof reason === 'string' && reason.length > 0 && reason.length <= 200) return reason;
  }
  return null;
}
