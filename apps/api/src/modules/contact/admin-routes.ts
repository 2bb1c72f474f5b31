import {
  contactListQuery,
  contactMessageSchema,
  contactPage,
  contactReplyBody,
  envelope,
  idParams,
  siteMessages,
  unreadCountSchema,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { enqueueMail, mailJob } from '../../mail/outbox';
import { adminOf } from '../../plugins/auth';
import { auditContext } from '../audit';
import {
  closeContactMessage,
  listContactMessages,
  openContactMessage,
  replyToContactMessage,
  senderLanguage,
  unreadContactCount,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const admin = { tags: ['admin messages'], security: [{ bearer: [] }] };

/** The contact inbox of docs/product.md#26-site-settings-contact-inbox-and-newsletter: read, answer by e-mail, close. */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'List contact messages, newest first',
        operationId: 'listContactMessages',
        ...admin,
        querystring: contactListQuery,
        response: { 200: envelope(contactPage), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, siteMessages.messagesRetrieved, await listContactMessages(app.db, request.query)),
  );

  app.get(
    '/unread-count',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'How many contact messages nobody has opened yet',
        operationId: 'countUnreadContactMessages',
        ...admin,
        response: { 200: envelope(unreadCountSchema), ...errors },
      },
    },
    async (_request, reply) =>
      wrap(reply, 200, siteMessages.messagesRetrieved, { unread: await unreadContactCount(app.db) }),
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Open a contact message (a new one becomes read)',
        operationId: 'getContactMessage',
        ...admin,
        params: idParams,
        response: { 200: envelope(contactMessageSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(reply, 200, siteMessages.messageRetrieved, await openContactMessage(app.db, request.params.id)),
  );

  app.post(
    '/:id/reply',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Answer a contact message by e-mail; the answer is kept with the message',
        operationId: 'replyToContactMessage',
        ...admin,
        params: idParams,
        body: contactReplyBody,
        response: { 200: envelope(contactMessageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const message = await app.db.transaction(async (tx) => {
        const answered = await replyToContactMessage(
          tx,
          request.params.id,
          adminOf(request).email,
          request.body.body,
          auditContext(request),
        );
        const { email, firstName, subject } = answered;
        const language = await senderLanguage(tx, request.params.id);
        await enqueueMail(
          tx,
          mailJob('contactReply', [email, firstName, subject, request.body.body, language]),
        );
        return answered;
      });
      return wrap(reply, 200, siteMessages.replySent, message);
    },
  );

  app.post(
    '/:id/close',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Close a contact message',
        operationId: 'closeContactMessage',
        ...admin,
        params: idParams,
        response: { 200: envelope(contactMessageSchema), ...errors },
      },
    },
    async (request, reply) =>
      wrap(
        reply,
        200,
        siteMessages.messageClosed,
        await closeContactMessage(app.db, request.params.id, auditContext(request)),
      ),
  );
};
