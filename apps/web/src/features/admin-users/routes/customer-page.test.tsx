import {
  type AdminUser,
  type Booking,
  type CustomerOverview,
  customerMessages,
  DAY_MS,
  formatMoney,
} from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { sampleBooking, sampleUser } from '@/test/records';
import { renderAt } from '@/test/render';
import CustomerPage from './customer-page';

const customer: AdminUser = {
  ...sampleUser,
  phone: sampleUser.phoneNumber,
  totalBookings: 3,
  lastBooking: null,
};
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const booking = (trackingId: string, overrides: Partial<Booking>): Booking => ({
  ...sampleBooking,
  _id: `11111111-1111-4111-8111-${trackingId.padStart(12, '0')}`,
  id: `11111111-1111-4111-8111-${trackingId.padStart(12, '0')}`,
  trackingId,
  totalAmount: 400,
  departure: { ...sampleBooking.departure, date: inDays(10.5) },
  ...overrides,
});
const paid = booking('100000000001', { bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' });
const unpaid = booking('100000000002', {});
const cancelled = booking('100000000003', { bookingStatus: 'CANCELLED', cancelReason: 'CUSTOMER' });

const overview: CustomerOverview = {
  user: customer,
  bookings: [paid, unpaid, cancelled],
  messages: [
    {
      _id: '33333333-3333-4333-8333-333333333333',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ADA@example.com',
      subject: 'Window seat',
      message: 'Could I sit by the window?',
      status: 'answered',
      createdAt: '2026-03-01T10:00:00.000Z',
      replies: [],
    },
  ],
  newsletter: {
    status: 'confirmed',
    since: '2026-01-01T10:00:00.000Z',
    confirmedAt: '2026-01-02T10:00:00.000Z',
  },
  auditEvents: [
    {
      _id: '44444444-4444-4444-8444-444444444444',
      occurredAt: '2026-03-02T10:00:00.000Z',
      actorId: null,
      actorEmail: 'agent@example.com',
      actorRole: 'admin',
      action: 'booking.create_for_customer',
      targetType: 'booking',
      targetId: paid._id,
      targetLabel: 'Booking 1000… of Ada Lovelace',
      before: null,
      after: null,
      ip: null,
    },
  ],
};

const QUOTE_ID = '00000000-0000-4000-8000-00000000a001';

function serveCustomer() {
  return serve(
    on('GET /admin/users/:id/overview', ok(overview)),
    on('GET /user/flights/search', ok({ data: [], currentPage: 1, totalPages: 0, totalFlights: 0 })),
    on('POST /admin/bookings/:id/cancel', ok({ ...paid, bookingStatus: 'CANCELLED' })),
    on('GET /admin/bookings/:id/cancellation-quote', (request) =>
      ok({
        quoteId: QUOTE_ID,
        // the server's quote: 90 % of the paid $400.00, nothing for the unpaid one
        refundAmount: request.url.pathname.includes(paid._id) ? 360 : 0,
        refundPercent: request.url.pathname.includes(paid._id) ? 90 : 0,
        paid: request.url.pathname.includes(paid._id),
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      }),
    ),
  );
}

const renderPage = () => renderAt(`/admin/users/${customer._id}`, { '/admin/users/:id': <CustomerPage /> });

describe('the customer page', () => {
  it('shows the profile, bookings of every status, messages, newsletter state and activity', async () => {
    serveCustomer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    const bookings = screen.getByRole('list', { name: customerMessages.bookings });
    for (const b of [paid, unpaid, cancelled]) {
      expect(within(bookings).getByRole('link', { name: `#${b.trackingId}` })).toHaveAttribute(
        'href',
        `/admin/bookings/${b._id}`,
      );
    }
    // a cancelled booking cannot be cancelled again
    expect(within(bookings).getAllByRole('button', { name: /^Cancel for Customer/ })).toHaveLength(2);
    expect(screen.getByRole('list', { name: customerMessages.messages })).toHaveTextContent('Window seat');
    expect(screen.getByText(/^Subscribed · since/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: customerMessages.activity })).toHaveTextContent(
      'Booked for the customer',
    );
  });

  it("names the server's quote of the customer's own refund, and cancels at that quote", async () => {
    const seen = serveCustomer();
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Cancel for Customer #${unpaid.trackingId}` }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      customerMessages.confirmCancel(formatMoney(0)),
    );
    await user.click(screen.getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: `Cancel for Customer #${paid.trackingId}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(customerMessages.confirmCancel(formatMoney(360)));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText(customerMessages.cancelledForCustomer)).toBeInTheDocument();
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url.pathname)).toEqual([
      expect.stringMatching(new RegExp(`/admin/bookings/${paid._id}/cancel$`)),
    ]);
    expect(posts[0]?.body).toEqual({ quoteId: QUOTE_ID });
  });
});
