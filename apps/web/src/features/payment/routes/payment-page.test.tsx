import { MSG } from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { sampleBooking } from '@/test/records';
import { renderAt } from '@/test/render';
import PaymentPage from './payment-page';

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

function network() {
  return serve(
    on('GET /user/bookings/payment-addresses', ok({ addresses: [ADDRESS, 'bc1qother'] })),
    on('GET /user/bookings/:id', ok(sampleBooking)),
  );
}

describe('Payment', () => {
  it('shows the summary, the address, its QR code, the countdown and the 24-hour note', async () => {
    network();
    renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
    expect(await screen.findByRole('heading', { name: 'Booking Summary' })).toBeInTheDocument();
    expect(screen.getByText('SK1234')).toBeInTheDocument();
    expect(screen.getAllByText('$1,234.50').length).toBeGreaterThan(0);
    expect(screen.getByTestId('btc-address')).toHaveTextContent(ADDRESS);
    expect(await screen.findByAltText(`QR code of bitcoin:${ADDRESS}`)).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(screen.getByText('The address will change in 60 seconds')).toBeInTheDocument();
    expect(screen.getByText(/up to 24 hours/)).toBeInTheDocument();
  });

  it('copies the address with either toast', async () => {
    network();
    renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
    const user = userEvent.setup();
    const copy = await screen.findByRole('button', { name: 'Copy Bitcoin address' });
    await user.click(copy);
    expect(await screen.findByText(MSG.addressCopied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(ADDRESS);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(copy);
    expect(await screen.findByText(MSG.copyAddressFailed)).toBeInTheDocument();
  });

  it('"I Have Made the Payment" becomes a disabled "Payment Confirmed!" without calling the server', async () => {
    const seen = network();
    renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'I Have Made the Payment' }));
    expect(screen.getByRole('button', { name: 'Payment Confirmed!' })).toBeDisabled();
    expect(seen.every((r) => r.method === 'GET')).toBe(true);
  });
});
