import { act, render, screen } from '@testing-library/react';
import { toast as hotToast } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('toast', () => {
  // the library's store outlives a test file in a suite that shares modules
  beforeEach(() => hotToast.remove());

  it('puts the toaster on screen with the first toast, and shows that toast and the next', async () => {
    // a module of its own: in a suite that shares modules, another test's toast has put it on screen
    vi.resetModules();
    const { AppToaster, toast } = await import('./toast');
    const { container } = render(<AppToaster />);
    expect(container).toBeEmptyDOMElement();

    act(() => toast.error('Seat 3A is no longer available'));
    expect(await screen.findByText('Seat 3A is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Seat 3A is no longer available');

    act(() => toast.success('Booking created successfully'));
    expect(await screen.findByText('Booking created successfully')).toBeInTheDocument();
  });

  it("lays a toast out in its own text's direction, whatever the page's", async () => {
    vi.resetModules();
    const { AppToaster, toast } = await import('./toast');
    render(
      <div dir="rtl">
        <AppToaster />
      </div>,
    );
    act(() => toast.success('Flight created.'));
    const shown = await screen.findByText('Flight created.');
    const dir = shown.closest('[dir]');
    expect(dir).toHaveAttribute('dir', 'auto');
  });

  it('tries the download again with the next toast when it failed', async () => {
    vi.resetModules();
    vi.doMock('react-hot-toast', () => {
      throw new Error('offline');
    });
    const { AppToaster, toast } = await import('./toast');
    const { container } = render(<AppToaster />);
    await act(async () => toast.error('Failed to create booking'));
    expect(container).toBeEmptyDOMElement();

    vi.doUnmock('react-hot-toast');
    act(() => toast.error('Failed to create booking'));
    expect(await screen.findByText('Failed to create booking')).toBeInTheDocument();
  });
});
