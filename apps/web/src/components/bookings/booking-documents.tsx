import { documentMessages } from '@skylark/contract';
import { CalendarPlus, FileDown } from 'lucide-react';
import { Card } from '@/components/ui';
import { DownloadButton } from '@/components/ui/download-button';

/** A confirmed booking's e-ticket and calendar entry, downloaded with the customer's session (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export function BookingDocuments({ bookingId, trackingId }: { bookingId: string; trackingId: string }) {
  const document = (file: 'ticket.pdf' | 'calendar.ics') => ({
    path: `/user/bookings/${bookingId}/${file}`,
    fileName: `skylark-${trackingId}.${file.split('.')[1]}`,
    failure: documentMessages.failed,
  });
  return (
    <Card>
      <h2 className="text-lg font-semibold text-navy-900">{documentMessages.title}</h2>
      <p className="mt-1 text-sm text-navy-600">{documentMessages.detail}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <DownloadButton {...document('ticket.pdf')} icon={<FileDown className="size-4" aria-hidden="true" />}>
          {documentMessages.ticket}
        </DownloadButton>
        <DownloadButton
          {...document('calendar.ics')}
          variant="outline"
          icon={<CalendarPlus className="size-4" aria-hidden="true" />}
        >
          {documentMessages.calendar}
        </DownloadButton>
      </div>
    </Card>
  );
}
