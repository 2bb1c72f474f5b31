import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

const NUL_MESSAGE = 'must not contain a NUL character';

/** A value still to look at, with the key it sits under and the index of its parent. */
interface Pending {
  value: unknown;
  key: string;
  parent: number;
}

/**
 * The path of the first string or key under `root` holding U+0000, or null. One visit per value,
 * iterative; each value keeps only its key and its parent's index, so the path is put together
 * only for the value that holds a NUL.
 */
function pathWithNul(root: unknown, rootPath: string): string | null {
  const seen: Pending[] = [];
  const pending: Pending[] = [{ value: root, key: rootPath, parent: -1 }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    const { value } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(seen, item);
    } else if (value !== null && typeof value === 'object') {
      const index = seen.push(item) - 1;
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const child = { value: (value as Record<string, unknown>)[key], key, parent: index };
        if (key.includes('\u0000')) return pathOf(seen, child);
        pending.push(child);
      }
    }
  }
  return null;
}

function pathOf(seen: Pending[], item: Pending): string {
  const keys: string[] = [];
  for (let at: Pending | undefined = item; at; at = seen[at.parent]) if (at.key) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * PostgreSQL text cannot hold U+0000 and no field of the product needs it, so a request that carries
 * one in an input its route reads is refused with a 400 naming the field, before any handler runs.
 * A route reads its path's parameters, and a query or a body only when its schema declares one.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const schema = request.routeOptions.schema ?? {};
    const field =
      pathWithNul(request.params, 'params') ??
      (schema.querystring ? pathWithNul(request.query, 'querystring') : null) ??
      (schema.body ? pathWithNul(request.body, '') : null);
    if (field !== null) {
      const name = field || 'body';
      throw badRequest(`${name}: ${NUL_MESSAGE}`, [{ field: name, message: NUL_MESSAGE }]);
    }
  });
});
