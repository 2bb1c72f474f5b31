import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language, isLanguage } from '@skylark/contract';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { readCookie } from './device-cookie';

/** Longer Accept-Language headers are cut here before negotiation: no browser sends one this long. */
const MAX_ACCEPT_LANGUAGE = 512;

/**
 * The language a request is made in (docs/product.md#1417-languages-of-e-mails-and-documents): the
 * one the body names, else the web's `lang` cookie, else the best match of Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest, named?: Language): Language {
  if (named) return named;
  const cookie = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return DEFAULT_LANGUAGE;
  const accepted = new Negotiator({
    headers: { 'accept-language': header.slice(0, MAX_ACCEPT_LANGUAGE) },
  }).language([...LANGUAGES]);
  return isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE;
}
