import { z } from 'zod';
import { ERROR_CODES, ERROR_TYPES, type ErrorCode, type ErrorType } from './error-codes';

/**
 * The result object every answer carries (docs/product.md#7-the-api, docs/product.md#11-the-apis-shape); an error answer also carries
 * its machine-readable `code` and `type`, and `param` when one field is at fault.
 */
export interface Envelope<T> {
  success: boolean;
  message: string;
  statusCode: number;
  data: T;
  code?: ErrorCode;
  type?: ErrorType;
  /** the one request field at fault, when one is */
  param?: string;
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), statusCode: z.number().int(), data });

export const errorCodeSchema = z.enum(ERROR_CODES).meta({
  description: 'What went wrong, for a program to act on; `message` says it to a person',
});

/** What an error answer carries beside the wrapper's four keys (decision 083). */
export const errorFields = {
  code: errorCodeSchema,
  type: z.enum(ERROR_TYPES).meta({
    description: 'The kind of refusal, for a client that does not know the `code`',
  }),
  param: z.string().optional().meta({ description: 'The one request field at fault, when one is' }),
};

export const errorEnvelope = envelope(
  z.union([z.object({ errors: z.array(fieldErrorSchema) }), z.null()]),
).extend(errorFields);

type PageShape<T extends z.ZodType, K extends string> = {
  data: z.ZodArray<T>;
  currentPage: z.ZodNumber;
  totalPages: z.ZodNumber;
} & Record<K, z.ZodNumber>;

/** `data` of every list answer (docs/product.md#11-the-apis-shape): items, page and a total named per resource. */
export const pageOf = <T extends z.ZodType, K extends string>(item: T, totalKey: K) =>
  z.object({
    data: z.array(item),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    [totalKey]: z.number().int(),
  } as PageShape<T, K>);
