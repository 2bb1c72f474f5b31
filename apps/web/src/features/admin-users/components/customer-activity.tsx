import { AUDIT_ACTION_LABELS, customerMessages, type CustomerOverview } from '@skylark/contract';
import { Card } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

const NEWSLETTER_LABELS = {
  pending: 'Awaiting confirmation',
  confirmed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

/** The messages the customer sent, their newsletter state and the audit events about them (docs/product.md#122-one-view-per-customer). */
export function CustomerActivity({ overview }: { overview: CustomerOverview }) {
  const { messages, newsletter, auditEvents } = overview;
  return (
    <>
      <Card title={customerMessages.messages}>
        {messages.length === 0 ? (
          <p className="text-sm text-navy-600">{customerMessages.noMessages}</p>
        ) : (
          <ul className="divide-y divide-navy-100" aria-label={customerMessages.messages}>
            {messages.map((m) => (
              <li key={m._id} className="py-3 text-sm">
                <p className="font-semibold wrap-anywhere text-navy-900">{m.subject}</p>
                <p className="text-navy-600">
                  {formatDateTime(m.createdAt)} · {m.status} · {m.replies.length} repl
                  {m.replies.length === 1 ? 'y' : 'ies'}
                </p>
                <p className="mt-1 line-clamp-3 wrap-anywhere whitespace-pre-line text-navy-800">{m.message}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={customerMessages.newsletter}>
        <p className="text-sm text-navy-800">
          {newsletter
            ? `${NEWSLETTER_LABELS[newsletter.status]} · since ${formatDateTime(newsletter.confirmedAt ?? newsletter.since)}`
            : customerMessages.notSubscribed}
        </p>
      </Card>
      <Card title={customerMessages.activity}>
        {auditEvents.length === 0 ? (
          <p className="text-sm text-navy-600">{customerMessages.noActivity}</p>
        ) : (
          <ol className="divide-y divide-navy-100" aria-label={customerMessages.activity}>
            {auditEvents.map((e) => (
              <li key={e._id} className="py-3 text-sm">
                <p className="font-medium text-navy-900">{AUDIT_ACTION_LABELS[e.action]}</p>
                <p className="wrap-anywhere text-navy-600">
                  {formatDateTime(e.occurredAt)} · {e.actorEmail ?? e.actorRole}
                  {e.targetLabel ? ` · ${e.targetLabel}` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
