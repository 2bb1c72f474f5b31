import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

const NUL_MESSAGE = 'must not contain a NUL character';

/**
 * The path of the first string or key under `root` holding U+0000, or null. Iterative: a body
 * may nest thousands of levels deep.
 */
function pathWithNul(root: unknown, rootPath: string): string | null {
  const pending: Array<[unknown, string]> = [[root, rootPath]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000 and no field of the product needs it, so a request that
 * carries one anywhere is refused with a 400 naming the field, before any handler runs.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field =
      pathWithNul(request.params, 'params') ??
      pathWithNul(request.query, 'querystring') ??
      pathWithNul(request.body, '');
    if (field !== null) {
      const name = field || 'body';
      throw badRequest(`${name}: ${NUL_MESSAGE}`, [{ field: name, message: NUL_MESSAGE }]);
    }
  });
});
