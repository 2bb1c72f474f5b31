import { jobsMessages, envelope, failedJobList, idParams } from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, wrap } from '../../lib/reply';
import { listFailedJobs, retryFailedJob } from './service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin jobs'];
const security = [{ bearer: [] }];

/** The Jobs screen's API (docs/product.md#104-background-jobs-and-mail): administrators only, agents not. */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/failed',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'List the background jobs that failed every try: what, why, how many tries',
        operationId: 'listFailedJobs',
        tags,
        security,
        response: { 200: envelope(failedJobList), ...errors },
      },
    },
    async (_request, reply) => wrap(reply, 200, jobsMessages.listed, await listFailedJobs(app.db)),
  );

  app.post(
    '/:id/retry',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        summary: 'Run a failed job again now',
        operationId: 'retryFailedJob',
        tags,
        security,
        params: idParams,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      await retryFailedJob(app.db, app.jobs, request.params.id);
      return wrap(reply, 200, jobsMessages.retried, null);
    },
  );
};
