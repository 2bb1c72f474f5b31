import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from './deferred';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Deferred', () => {
  it('renders its children only after the next frame has been painted', async () => {
    render(
      <>
        <h1>Hero</h1>
        <Deferred>
          <p>Below the fold</p>
        </Deferred>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Hero' })).toBeInTheDocument();

    // a task alone, before any frame, is not enough
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();

    // the frame, then the task after its paint
    await act(() => vi.advanceTimersByTimeAsync(20));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });
});
