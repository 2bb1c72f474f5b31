import { invoiceScreenMessages, MSG, deskMessages, type Booking } from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { sampleBooking } from '@/test/records';
import { renderAt } from '@/test/render';
import BookingManagementPage from './booking-management-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const orphan: Booking = {
  ...sampleBooking,
  _id: 'b2',
  id: 'b2',
  trackingId: 'ORPHAN000001',
  bookingStatus: 'CONFIRMED',
  createdAt: 'not a date',
  userId: null,
  flightId: null,
};
const list = (data: Booking[]) => ok({ data, currentPage: 1, totalPages: 1, totalBookings: data.length });

describe('Admin Booking Management', () => {
  it('shows the table with Approve and Reject only for PENDING, and the mobile card rules', async () => {
    serve(on('GET /admin/bookings', list([sampleBooking, orphan])));
    renderAt('/admin/bookings', { '/admin/bookings': <BookingManagementPage /> });
    const pendingRow = await screen.findByRole('row', { name: /#K7M2X9P4Q8RT/ });
    expect(pendingRow).toHaveTextContent('Ada Lovelace');
    expect(pendingRow).toHaveTextContent('SK1234');
    expect(pendingRow).toHaveTextContent('Economy');
    expect(pendingRow).toHaveTextContent('Mar 1, 2026');
    expect(within(pendingRow).getByRole('button', { name: /Approve/ })).toBeInTheDocument();
    expect(within(pendingRow).getByRole('button', { name: /Reject/ })).toBeInTheDocument();
    const confirmedRow = screen.getByRole('row', { name: /#ORPHAN000001/ });
    expect(within(confirmedRow).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(confirmedRow).toHaveTextContent(MSG.invalidDate);
    // the narrow-screen card of a booking whose customer and flight were deleted
    const card = screen.getByRole('article', { name: 'Booking #ORPHAN000001' });
    expect(card).toHaveTextContent('Guest User');
    expect(card).toHaveTextContent('No account');
    expect(card).toHaveTextContent('Flight Removed');
    expect(card).toHaveTextContent('N/A');
  });

  it('approves with the toast and reloads; a refusal shows the server message', async () => {
    let decided = false;
    const seen = serve(
      on('POST /admin/bookings/:id/approve', (request) => {
        const { action } = request.body as { action: string };
        if (action === 'reject') return failure(409, 'Only a pending booking can be approved or rejected');
        decided = true;
        return ok({ ...sampleBooking, bookingStatus: 'CONFIRMED' });
      }),
      on('GET /admin/bookings', () =>
        list([
          decided ? { ...sampleBooking, bookingStatus: 'CONFIRMED' } : sampleBooking,
          { ...sampleBooking, _id: 'b3', id: 'b3', trackingId: 'SECOND000003' },
        ]),
      ),
    );
    renderAt('/admin/bookings', { '/admin/bookings': <BookingManagementPage /> });
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /#K7M2X9P4Q8RT/ });
    await user.click(within(row).getByRole('button', { name: /Approve/ }));
    // no payment reported: the desk is asked first, and nothing is sent yet
    const asked = await screen.findByRole('dialog', { name: deskMessages.approveUnreportedTitle });
    expect(asked).toHaveTextContent(deskMessages.approveUnreportedDescription('K7M2X9P4Q8RT'));
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(asked).getByRole('button', { name: deskMessages.approveAnyway }));
    expect(await screen.findByText(MSG.bookingApproved)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.url.pathname).toBe(
      `/api/v1/admin/bookings/${sampleBooking._id}/approve`,
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /#K7M2X9P4Q8RT/ })).queryByRole('button', { name: /Approve/ }),
      ).toBeNull(),
    );
    await user.click(
      within(screen.getByRole('row', { name: /#SECOND000003/ })).getByRole('button', { name: /Reject/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: deskMessages.rejectTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Only a pending booking can be approved or rejected')).toBeInTheDocument();
  });

  it('reloads with the filters, and shows "No bookings found"', async () => {
    const seen = serve(on('GET /admin/bookings', list([])));
    renderAt('/admin/bookings', { '/admin/bookings': <BookingManagementPage /> });
    expect(await screen.findByRole('heading', { name: 'No bookings found' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByLabelText('Class Type')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'All Classes' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'All Statuses' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Class Type'), 'BUSINESS');
    await user.selectOptions(screen.getByLabelText('Status'), 'PENDING');
    await user.type(screen.getByLabelText('Start Date'), '2026-03-01');
    await waitFor(() => {
      const last = seen.at(-1)!.url.searchParams;
      expect(last.get('classType')).toBe('BUSINESS');
      expect(last.get('status')).toBe('PENDING');
      expect(last.get('startDate')).toBe('2026-03-01');
      expect(last.get('endDate')).toBeNull();
      expect(last.get('limit')).toBe('10');
    });
  });

  it('searches, opens the Pending payment view, and decides the selected bookings with one confirmation', async () => {
    const second = { ...sampleBooking, _id: 'b3', id: 'b3', trackingId: 'SECOND000003' };
    const seen = serve(
      on(
        'GET /admin/bookings',
        list([{ ...sampleBooking, paymentReportedAt: new Date().toISOString() }, second]),
      ),
      on('POST /admin/bookings/decisions', () => ok({ succeeded: ['b3'], failed: [] }, '1 booking decided')),
    );
    renderAt('/admin/bookings', { '/admin/bookings': <BookingManagementPage /> });
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /#K7M2X9P4Q8RT/ });
    expect(row).toHaveTextContent('$1,234.50');
    expect(row).toHaveTextContent('Payment reported 0 min ago');
    await user.type(screen.getByLabelText(deskMessages.searchLabel), '#K7M2');
    await user.click(screen.getByRole('button', { name: deskMessages.pendingView }));
    await waitFor(() => {
      const last = seen.filter((r) => r.method === 'GET').at(-1)!.url.searchParams;
      expect(last.get('search')).toBe('#K7M2');
      expect(last.get('status')).toBe('PENDING');
      expect(last.get('order')).toBe('queue');
    });
    await user.click(
      within(screen.getByRole('row', { name: /#SECOND000003/ })).getByRole('checkbox', {
        name: deskMessages.selectBooking('SECOND000003'),
      }),
    );
    await user.click(screen.getByRole('button', { name: deskMessages.rejectSelected }));
    const dialog = await screen.findByRole('dialog', { name: deskMessages.rejectBulkTitle(1) });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('1 booking decided')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ ids: ['b3'], action: 'reject' });
  });

  it('an expired booking reads "Expired: not paid in time" in the table and on the card', async () => {
    const expired: Booking = { ...orphan, bookingStatus: 'CANCELLED', cancelReason: 'EXPIRED' };
    serve(on('GET /admin/bookings', list([expired])));
    renderAt('/admin/bookings', { '/admin/bookings': <BookingManagementPage /> });
    expect(await screen.findByRole('row', { name: /#ORPHAN000001/ })).toHaveTextContent(
      invoiceScreenMessages.expired,
    );
    expect(screen.getByRole('article', { name: 'Booking #ORPHAN000001' })).toHaveTextContent(
      invoiceScreenMessages.expired,
    );
  });
});
