/** Refusals of a request's shape, before its fields are read (docs/product.md#11-the-apis-shape). */
export const inputMessages = {
  bodyTooDeep: 'The request body nests too deeply',
} as const;

/** The deepest nesting of arrays and objects a JSON request body may have. */
export const MAX_JSON_DEPTH = 32;
