import { DOCUMENT_TEXT } from '@skylark/contract';
import { CalendarPlus, FileDown } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button, Card } from '@/components/ui';
import { download, errorMessage } from '@/lib/api-client';

type Document = 'ticket.pdf' | 'calendar.ics';

/** A confirmed booking's e-ticket and calendar entry, downloaded with the customer's session (docs/product.md §20). */
export function BookingDocuments({ bookingId, trackingId }: { bookingId: string; trackingId: string }) {
  const [loading, setLoading] = useState<Document | null>(null);

  const save = async (document: Document) => {
    setLoading(document);
    try {
      await download(
        `/user/bookings/${bookingId}/${document}`,
        `skylark-${trackingId}.${document.split('.')[1]}`,
      );
    } catch (error) {
      toast.error(errorMessage(error, DOCUMENT_TEXT.failed));
    } finally {
      setLoading(null);
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-navy-900">{DOCUMENT_TEXT.title}</h2>
      <p className="mt-1 text-sm text-navy-600">{DOCUMENT_TEXT.detail}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          icon={<FileDown className="size-4" aria-hidden="true" />}
          loading={loading === 'ticket.pdf'}
          disabled={loading !== null}
          onClick={() => void save('ticket.pdf')}
        >
          {DOCUMENT_TEXT.ticket}
        </Button>
        <Button
          variant="outline"
          icon={<CalendarPlus className="size-4" aria-hidden="true" />}
          loading={loading === 'calendar.ics'}
          disabled={loading !== null}
          onClick={() => void save('calendar.ics')}
        >
          {DOCUMENT_TEXT.calendar}
        </Button>
      </div>
    </Card>
  );
}
