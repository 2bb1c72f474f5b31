import { CalendarPlus, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui';
import { DownloadButton } from '@/components/ui/download-button';

/** A confirmed booking's e-ticket and calendar entry, downloaded with the customer's session (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export function BookingDocuments({ bookingId, trackingId }: { bookingId: string; trackingId: string }) {
  const { t } = useTranslation('bookings');
  const document = (file: 'ticket.pdf' | 'calendar.ics') => ({
    path: `/user/bookings/${bookingId}/${file}`,
    fileName: `skylark-${trackingId}.${file.split('.')[1]}`,
    failure: t('documents.failed'),
  });
  const ticket = document('ticket.pdf');
  const calendar = document('calendar.ics');
  return (
    <Card>
      <h2 className="text-lg font-semibold text-navy-900">{t('documents.title')}</h2>
      <p className="mt-1 text-sm text-navy-600">{t('documents.detail')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <DownloadButton {...ticket} icon={<FileDown className="size-4" aria-hidden="true" />}>
          {t('documents.ticket')}
        </DownloadButton>
        <DownloadButton
          {...calendar}
          variant="outline"
          icon={<CalendarPlus className="size-4" aria-hidden="true" />}
        >
          {t('documents.calendar')}
        </DownloadButton>
      </div>
    </Card>
  );
}
