import { describe, expect, it, vi } from 'vitest';
import { loadOnFirstUse } from './load-on-first-use';

describe('loadOnFirstUse', () => {
  it('loads on the first call only, and every call gets what it loaded', async () => {
    const load = vi.fn(async () => ['Paris, Charles de Gaulle (CDG)']);
    const airports = loadOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([airports(), airports()]);
    expect(await airports()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next call after a failed download', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('loaded');
    const library = loadOnFirstUse(load);
    await expect(library()).rejects.toThrow('Failed to fetch');
    expect(await library()).toBe('loaded');
    expect(await library()).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
