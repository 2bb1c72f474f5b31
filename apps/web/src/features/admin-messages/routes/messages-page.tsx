import { serviceMessages, siteMessages, type ContactMessage, type ContactStatus } from '@skylark/contract';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { CustomerLink } from '@/components/desk';
import { Badge, type BadgeTone, cn, EmptyState, Pagination, usePageTitle } from '@/components/ui';
import { ListSpinner, QueryList } from '@/components/ui/query-list';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatDateTime } from '@/lib/format';
import { useMessage } from '@/features/admin-messages/api/get-message';
import { useMessages } from '@/features/admin-messages/api/get-messages';
import { MessageDetail } from '@/features/admin-messages/components/message-detail';

const STATUS: Record<ContactStatus, { label: string; tone: BadgeTone }> = {
  new: { label: 'New', tone: 'blue' },
  read: { label: 'Read', tone: 'yellow' },
  answered: { label: 'Answered', tone: 'green' },
  closed: { label: 'Closed', tone: 'gray' },
};
const VIEWS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const;

function MessageRow({
  message,
  onOpen,
  chosen,
}: {
  message: ContactMessage;
  onOpen: () => void;
  chosen: boolean;
}) {
  const status = STATUS[message.status];
  const sender = `${message.firstName} ${message.lastName}`;
  return (
    <li
      className={cn(
        'rounded-xl border transition-colors',
        chosen ? 'border-sky-400 bg-sky-50' : 'border-navy-100 bg-white hover:bg-navy-50',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-current={chosen || undefined}
        className="flex w-full flex-col gap-1 rounded-xl p-4 text-start focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-navy-900', message.status === 'new' && 'font-bold')}>
            {message.subject}
          </span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
        {message.topic === 'ACCOMMODATION' && (
          <span className="flex flex-wrap items-center gap-2 text-sm text-navy-700">
            <Badge tone="blue">{serviceMessages.accommodationTag}</Badge>
            <span className="font-mono">{message.bookingReference}</span>
          </span>
        )}
        <span className="truncate text-sm text-navy-600">
          {message.accountId ? '' : `${sender} · `}
          {formatDateTime(message.createdAt)}
        </span>
      </button>
      {message.accountId && (
        // a link cannot sit inside the row's button: the sender with an account follows it (docs/product.md#122-one-view-per-customer)
        <p className="-mt-2 truncate px-4 pb-3 text-sm">
          <CustomerLink id={message.accountId} name={sender} />
        </p>
      )}
    </li>
  );
}

/** Messages (/admin/messages): the contact inbox of docs/product.md#26-site-settings-contact-inbox-and-newsletter. */
export default function MessagesPage() {
  const errorMessage = useErrorMessage();
  usePageTitle(siteMessages.inboxTitle);
  const [view, setView] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const messages = useMessages({ page, status: view });
  const detail = useMessage(chosen);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{siteMessages.inboxTitle}</h1>
          <p className="mt-1 text-sm text-navy-500">What travellers wrote through the contact form.</p>
        </div>
        <div
          role="group"
          aria-label="Show"
          className="inline-flex rounded-lg border border-navy-200 bg-white p-1"
        >
          {VIEWS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={view === option.value}
              onClick={() => {
                setView(option.value);
                setPage(1);
                setChosen(null);
              }}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                view === option.value ? 'bg-navy-900 text-white' : 'text-navy-700 hover:bg-navy-50',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-2">
          <QueryList
            query={messages}
            loadingLabel="Loading messages…"
            errorText={(error) => errorMessage(error, 'Could not load the messages')}
            empty={
              <EmptyState
                title={siteMessages.noMessages}
                icon={<Inbox className="size-7" aria-hidden="true" />}
              />
            }
          >
            {(data) => (
              <>
                <ul className="space-y-2" aria-label={siteMessages.inboxTitle}>
                  {data.data.map((message) => (
                    <MessageRow
                      key={message._id}
                      message={message}
                      chosen={chosen === message._id}
                      onOpen={() => setChosen(message._id)}
                    />
                  ))}
                </ul>
                <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={setPage} />
              </>
            )}
          </QueryList>
        </div>
        <div className="lg:col-span-3">
          {chosen && detail.isPending && <ListSpinner label="Loading the message…" />}
          {detail.data && <MessageDetail key={detail.data._id} message={detail.data} />}
        </div>
      </div>
    </div>
  );
}
