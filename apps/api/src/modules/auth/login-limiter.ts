import { LOGIN_FAILURE_LIMIT } from '@skylark/contract';

const WINDOW_MS = 60_000;

/**
 * Counts failed logins per client address and e-mail (decisions §3: 10 a minute).
 * Kept in memory: each server process limits on its own.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit = LOGIN_FAILURE_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const entry = this.failures.get(key);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return false;
    }
    return entry.count >= this.limit;
  }

  recordFailure(key: string): void {
    const now = this.now();
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.failures.size > 10_000) this.sweep(now);
      this.failures.set(key, { count: 1, resetAt: now + WINDOW_MS });
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
