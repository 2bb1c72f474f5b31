import { offlineMessages } from '@skylark/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkError, on, serve } from '@/test/api';
import { sampleBooking } from '@/test/records';
import { renderAt } from '@/test/render';
import BookingDetailPage from './booking-detail-page';

afterEach(() => vi.restoreAllMocks());

const open = () => renderAt(`/bookings/${sampleBooking._id}`, { '/bookings/:id': <BookingDetailPage /> });

describe('A booking page opened without a connection', () => {
  it('says the device is offline, not "Something went wrong"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve(on('GET /user/bookings/:id', networkError()));
    open();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(offlineMessages.title);
    expect(alert).toHaveTextContent(offlineMessages.bookingNeedsConnection);
    expect(alert).not.toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps "Something went wrong" for a failure while online', async () => {
    serve(on('GET /user/bookings/:id', networkError()));
    open();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Something went wrong',
    );
  });
});
