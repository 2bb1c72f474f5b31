import {
  serviceMessages,
  contactReplyBody,
  siteMessages,
  type ContactMessage,
  type ContactReplyBody,
} from '@skylark/contract';
import { Archive, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useToast } from '@/lib/toast';
import { CustomerLink } from '@/components/desk';
import { Badge, Button, Card, Form, Textarea, useSchemaForm } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatDateTime } from '@/lib/format';
import { useCloseMessage, useReplyToMessage } from '@/features/admin-messages/api/answer-message';

/** One message with its answers; an open message takes a reply by e-mail and can be closed. */
export function MessageDetail({ message }: { message: ContactMessage }) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const reply = useReplyToMessage(message._id);
  const close = useCloseMessage(message._id);
  const form = useSchemaForm({
    schema: contactReplyBody,
    reValidateMode: 'onSubmit',
    defaultValues: { body: '' },
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  const send = (values: ContactReplyBody) =>
    reply.mutate(values, {
      onSuccess: () => {
        reset({ body: '' });
        toast.success(siteMessages.replySent);
      },
      onError: (error) => toast.error(form.showServerError(error, 'Reply not sent').message),
    });
  const closed = message.status === 'closed';
  const section = useRef<HTMLElement>(null);
  // on a phone the message opens below the list: bring it into view
  useEffect(() => {
    if (window.matchMedia('(max-width: 1023px)').matches) section.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <section ref={section} aria-labelledby="message-subject" className="scroll-mt-20">
      <Card>
        <h2 id="message-subject" className="text-lg font-semibold wrap-anywhere text-navy-900">
          {message.subject}
        </h2>
        <p className="mt-1 text-sm wrap-anywhere text-navy-500">
          <CustomerLink id={message.accountId} name={`${message.firstName} ${message.lastName}`} /> ·{' '}
          <a className="text-sky-700 underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>{' '}
          · {formatDateTime(message.createdAt)}
        </p>
        {message.topic === 'ACCOMMODATION' && (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-navy-700">
            <Badge tone="blue">{serviceMessages.accommodationTag}</Badge>
            Booking reference <span className="font-mono font-semibold">{message.bookingReference}</span>
          </p>
        )}
        <p className="mt-4 wrap-anywhere whitespace-pre-line text-navy-800">{message.message}</p>

        {message.replies.length > 0 && (
          <ol className="mt-6 space-y-3" aria-label="Replies">
            {message.replies.map((answer) => (
              <li key={answer.sentAt} className="rounded-xl bg-sky-50 p-4 text-sm">
                <p className="font-medium text-navy-700">
                  {answer.adminEmail} · {formatDateTime(answer.sentAt)}
                </p>
                <p className="mt-1 wrap-anywhere whitespace-pre-line text-navy-800">{answer.body}</p>
              </li>
            ))}
          </ol>
        )}

        {!closed && (
          <Form form={form} onValid={send} className="mt-6 flex flex-col gap-3">
            <Textarea label="Reply" rows={4} error={errors.body?.message} {...register('body')} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="outline"
                loading={close.isPending}
                icon={<Archive className="size-4" aria-hidden="true" />}
                onClick={() =>
                  close.mutate(undefined, {
                    onSuccess: () => toast.success(siteMessages.messageClosed),
                    onError: (error) => toast.error(errorMessage(error, 'Message not closed')),
                  })
                }
              >
                {siteMessages.closeMessage}
              </Button>
              <Button
                type="submit"
                variant="secondary"
                loading={reply.isPending}
                icon={<Send className="size-4" aria-hidden="true" />}
              >
                {siteMessages.sendReply}
              </Button>
            </div>
          </Form>
        )}
      </Card>
    </section>
  );
}
