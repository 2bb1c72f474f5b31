import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterBody } from '@skylark/contract';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('a resolver that loads with the first validation (docs/product.md §10.2)', () => {
  it('loads nothing until a form is checked, then loads once and answers as the loaded resolver', async () => {
    const load = vi.fn(async () => zodResolver(newsletterBody));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const wrong = await resolver({ email: 'nobody' }, undefined, options);
    expect(wrong.errors.email?.message).toBe('Please enter a valid email address');
    const right = await resolver({ email: 'ada@example.com' }, undefined, options);
    expect(right).toEqual({ values: { email: 'ada@example.com' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
