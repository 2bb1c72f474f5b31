import { act, render, screen, waitFor } from '@testing-library/react';
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

  it('marks a toast with the language of the part of the page it was raised from', async () => {
    vi.resetModules();
    const { AppToaster, useToast } = await import('./toast');
    const { LanguageRegion } = await import('./i18n/language-region');
    function Save({ text }: { text: string }) {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.success(text)}>
          {text}
        </button>
      );
    }
    render(
      <div lang="ar" dir="rtl">
        <AppToaster />
        <Save text="حُفظ" />
        <LanguageRegion language="en">
          <Save text="Flight created." />
        </LanguageRegion>
      </div>,
    );
    const toastSaying = (text: string) =>
      waitFor(() => {
        const shown = screen.queryAllByRole('status').find((s) => s.textContent === text);
        expect(shown).toBeDefined();
        return shown!;
      });
    act(() => screen.getByRole('button', { name: 'Flight created.' }).click());
    expect((await toastSaying('Flight created.')).closest('[lang]')).toHaveAttribute('lang', 'en');
    act(() => screen.getByRole('button', { name: 'حُفظ' }).click());
    expect((await toastSaying('حُفظ')).closest('[lang]')).toHaveAttribute('lang', 'ar');
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
