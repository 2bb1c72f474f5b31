import { BTC_ROTATION_SECONDS } from '@skylark/contract';
import { useEffect, useState } from 'react';

/** Ticks each second from 60; at 0 the next address of the list takes over (docs/product.md#4-states-and-transitions, docs/product.md#9-constants-and-limits). */
export function useRotatingAddress(addresses: readonly string[]): {
  address: string | null;
  secondsLeft: number;
} {
  const [index, setIndex] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(BTC_ROTATION_SECONDS);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setSecondsLeft((s) => {
        if (s > 1) return s - 1;
        setIndex((i) => i + 1);
        return BTC_ROTATION_SECONDS;
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);
  const address = addresses.length ? addresses[index % addresses.length]! : null;
  return { address, secondsLeft };
}
