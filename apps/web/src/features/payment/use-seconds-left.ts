import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (ISO), ticking each second and stopping at 0; null without one. */
export function useSecondsLeft(deadline: string | null | undefined): number | null {
  const end = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const done = Number.isNaN(end) || now >= end;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);
  return Number.isNaN(end) ? null : Math.max(0, Math.ceil((end - now) / 1000));
}
