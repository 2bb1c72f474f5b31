import { z } from 'zod';
import { LANGUAGES } from './languages';

/** A language a request may name (docs/decisions/102 and 103): one of Skylark's, else a 400. */
export const languageSchema = z.enum(LANGUAGES, {
  message: `Language must be one of ${LANGUAGES.join(', ')}`,
});
