import { contactBody, contactMessageSchema, envelope, siteMessages, siteSchema } from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { enqueueMail, mailJob } from '../../mail/outbox';
import { adminCount } from '../auth';
import { requestLanguage } from '../../lib/request-language';
import { insertContactMessage } from '../contact';

/** Public site settings and the contact form: docs/product.md#26-site-settings-contact-inbox-and-newsletter. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    {
      schema: {
        summary: 'What the web app shows only when configured, and whether admin registration is open',
        operationId: 'getSite',
        tags: ['site'],
        security: [],
        response: { 200: envelope(siteSchema), ...errorResponses(429) },
      },
    },
    async (_request, reply) =>
      wrap(reply, 200, siteMessages.siteRetrieved, {
        supportChatUrl: app.config.supportChatUrl ?? null,
        socialLinks: app.config.socialLinks,
        adminRegistrationOpen: (await adminCount(app.db)) === 0,
      }),
  );

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send a message to customer care; it reaches the admin inbox and SUPPORT_EMAIL',
        operationId: 'sendContactMessage',
        tags: ['site'],
        security: [],
        body: contactBody,
        response: { 201: envelope(contactMessageSchema.pick({ _id: true })), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { supportEmail, appUrl } = app.config;
      const saved = await app.db.transaction(async (tx) => {
        const inserted = await insertContactMessage(tx, {
          ...request.body,
          language: requestLanguage(request.headers),
        });
        if (supportEmail)
          await enqueueMail(
            tx,
            mailJob('contactForward', [supportEmail, request.body, `${appUrl}/admin/messages`]),
          );
        return inserted;
      });
      return wrap(reply, 201, siteMessages.messageSent, { _id: saved._id });
    },
  );
};
