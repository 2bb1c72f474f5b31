import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bagPricesSchema } from './bags';

describe('bagPricesSchema (every class with its price, as GET /admin/bag-prices answers)', () => {
  const prices = { ECONOMY: 35, BUSINESS: 0, FIRST: 0, PRIVATEJET: 0, CHOPPER: 50 };

  it('takes one price per class and nothing else', () => {
    expect(bagPricesSchema.parse(prices)).toEqual(prices);
    const { CHOPPER: _, ...missing } = prices;
    expect(bagPricesSchema.safeParse(missing).success).toBe(false);
    expect(bagPricesSchema.safeParse({ ...prices, GLIDER: 10 }).success).toBe(false);
  });

  it('names each class in the OpenAPI document, so a client knows every key and its type', () => {
    const schema = z.toJSONSchema(bagPricesSchema) as {
      properties: Record<string, { type: string }>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(schema.required);
    expect(schema.required).toEqual(Object.keys(prices));
    expect(schema.properties.ECONOMY).toEqual({ type: 'number' });
  });
});
