import {
  accountNewsSchema,
  envelope,
  idParams,
  newsMessages,
  newsSettingsBody,
  newsSettingsSchema,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, wrap } from '../../lib/reply';
import { userOf } from '../../plugins/auth';
import { ownBookingFirst } from '../bookings';
import {
  addPushSubscription,
  getAccountNewsOff,
  getNewsSettings,
  removePushSubscription,
  setAccountNewsOff,
  setNewsOff,
} from './service';
import type { VapidKeys } from './vapid';

const errors = errorResponses(400, 401, 403, 404, 409);
const secured = { security: [{ bearer: [] }] };
const tags = ['bookings'];
/** A booking's news settings and devices (docs/product.md#1415-news-by-e-mail-and-on-this-device). */
/** The account's news settings (docs/product.md#1415-news-by-e-mail-and-on-this-device): kinds off for every booking. */
export const accountNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: envelope(accountNewsSchema), ...errors };
  app.get(
    '/news',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'The kinds of news turned off for every booking of the account',
        operationId: 'getAccountNews',
        tags: ['auth'],
        ...secured,
        response,
      },
    },
    async (request, reply) =>
      wrap(reply, 200, newsMessages.retrieved, { off: await getAccountNewsOff(app.db, userOf(request)) }),
  );
  app.put(
    '/news',
    {
      onRequest: app.requireUser,
      schema: {
        summary:
          'Turn kinds of news off (the ones listed) and on (the others) for every booking of the account',
        operationId: 'setAccountNews',
        tags: ['auth'],
        ...secured,
        body: newsSettingsBody,
        response,
      },
    },
    async (request, reply) =>
      wrap(reply, 200, newsMessages.saved, {
        off: await setAccountNewsOff(app.db, userOf(request), request.body.off),
      }),
  );
};

export const newsRoutes: FastifyPluginAsyncZod<{ keys: VapidKeys }> = async (app, { keys }) => {
  const settingsOf = (request: Parameters<typeof userOf>[0], id: string) =>
    getNewsSettings(app.db, userOf(request), id, keys.publicKey);
  const response = { 200: envelope(newsSettingsSchema), ...errors };
  const ownFirst = ownBookingFirst(app.db);

  app.get(
    '/:id/news',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "A booking's news settings: the kinds turned off, the push key, the devices notified",
        operationId: 'getBookingNews',
        tags,
        ...secured,
        params: idParams,
        response,
      },
    },
    async (request, reply) =>
      wrap(reply, 200, newsMessages.retrieved, await settingsOf(request, request.params.id)),
  );

  app.put(
    '/:id/news',
    {
      onRequest: app.requireUser,
      preValidation: ownFirst,
      schema: {
        summary: 'Turn kinds of news off (the ones listed) and on (the others) for a booking',
        operationId: 'setBookingNews',
        tags,
        ...secured,
        params: idParams,
        body: newsSettingsBody,
        response,
      },
    },
    async (request, reply) => {
      await setNewsOff(app.db, userOf(request), request.params.id, request.body.off);
      return wrap(reply, 200, newsMessages.saved, await settingsOf(request, request.params.id));
    },
  );

  app.post(
    '/:id/push-subscriptions',
    {
      onRequest: app.requireUser,
      preValidation: ownFirst,
      schema: {
        summary: "Notify a device of a booking's news (a browser's PushSubscription)",
        operationId: 'addBookingPushSubscription',
        tags,
        ...secured,
        description:
          'The endpoint must be https on a known push service (400 PUSH_ENDPOINT_REFUSED); at most 10 devices a booking (409 TOO_MANY_DEVICES). The same endpoint again replaces its keys.',
        params: idParams,
        body: pushSubscriptionBody,
        response,
      },
    },
    async (request, reply) => {
      await addPushSubscription(app.db, userOf(request), request.params.id, request.body, app.config.push);
      return wrap(reply, 200, newsMessages.subscriptionAdded, await settingsOf(request, request.params.id));
    },
  );

  app.delete(
    '/:id/push-subscriptions',
    {
      onRequest: app.requireUser,
      preValidation: ownFirst,
      schema: {
        summary: "Stop notifying a device of a booking's news",
        operationId: 'removeBookingPushSubscription',
        tags,
        ...secured,
        params: idParams,
        body: pushUnsubscribeBody,
        response,
      },
    },
    async (request, reply) => {
      await removePushSubscription(app.db, userOf(request), request.params.id, request.body.endpoint);
      return wrap(reply, 200, newsMessages.subscriptionRemoved, await settingsOf(request, request.params.id));
    },
  );
};
