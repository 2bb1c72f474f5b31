import {
  envelope,
  newsletterBody,
  newsletterMessages,
  newsletterSentSchema,
  newsletterTokenBody,
  newsletterTokenQuery,
  sendNewsletterBody,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enqueueMail, mailJob } from '../../mail/outbox';
import { badRequest } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses, wrap } from '../../lib/reply';

import {
  confirmedSubscribers,
  confirmSubscription,
  newsletterToken,
  subscribe,
  unsubscribe,
} from './service';

const errors = errorResponses(400, 429);
export const NEWSLETTER_BODY_LIMIT = 128 * 1024;
const tags = ['newsletter'];

/** Newsletter with double opt-in and one-click unsubscribe: docs/product.md#26-site-settings-contact-inbox-and-newsletter. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };
  const secret = app.config.jwtSecret;
  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form (this scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/newsletter',
    {
      config: limit,
      schema: {
        summary: 'Subscribe: a confirmation link is e-mailed (the same answer for every address)',
        operationId: 'subscribeNewsletter',
        tags,
        security: [],
        body: newsletterBody,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const language = requestLanguage(request.headers);
        const id = await subscribe(tx, request.body.email, language);
        if (!id) return;
        const link = `${app.config.appUrl}/newsletter/confirm?token=${newsletterToken(secret, 'confirm', id)}`;
        await enqueueMail(
          tx,
          mailJob('newsletterConfirm', [request.body.email, link, language], 'newsletter'),
        );
      });
      return wrap(reply, 200, newsletterMessages.checkEmail, null);
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: limit,
      schema: {
        summary: 'Confirm a subscription with the e-mailed token',
        operationId: 'confirmNewsletter',
        tags,
        security: [],
        body: newsletterTokenBody,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await confirmSubscription(app.db, secret, request.body.token);
      return wrap(reply, 200, newsletterMessages.confirmed, null);
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: limit,
      schema: {
        summary: 'Unsubscribe (one click, RFC 8058): the token in the query or the JSON body',
        operationId: 'unsubscribeNewsletter',
        tags,
        security: [],
        querystring: newsletterTokenQuery,
        body: z
          .object({
            token: newsletterTokenBody.shape.token.optional(),
            'List-Unsubscribe': z.string().max(20).optional(),
          })
          .optional(),
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw badRequest(newsletterMessages.invalidLink);
      await unsubscribe(app.db, secret, token);
      return wrap(reply, 200, newsletterMessages.unsubscribed, null);
    },
  );

  app.post(
    '/admin/newsletter',
    {
      onRequest: app.requireFullAdmin,
      // a 20,000-character issue, each character up to 6 bytes of JSON escape
      bodyLimit: NEWSLETTER_BODY_LIMIT,
      schema: {
        summary: 'Send a newsletter issue to every confirmed subscriber',
        operationId: 'sendNewsletter',
        tags,
        security: [{ bearer: [] }],
        body: sendNewsletterBody,
        response: { 200: envelope(newsletterSentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { subject, body } = request.body;
      // one mail job a subscriber, queued together: the mail workers render and send them
      const subscribers = await app.db.transaction(async (tx) => {
        const all = await confirmedSubscribers(tx);
        const mails = all.map(({ id, email, language }) => {
          const token = newsletterToken(secret, 'unsubscribe', id);
          return mailJob('newsletter', [
            email,
            subject,
            body,
            {
              page: `${app.config.appUrl}/newsletter/unsubscribe?token=${token}`,
              oneClick: `${app.config.appUrl}/api/v1/newsletter/unsubscribe?token=${token}`,
            },
            language,
          ]);
        });
        await enqueueMail(tx, ...mails);
        return all;
      });
      return wrap(reply, 200, newsletterMessages.newsletterSent, { recipients: subscribers.length });
    },
  );
};
