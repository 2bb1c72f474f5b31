import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, type Language, isLanguage } from '@skylark/contract';
import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';
import { readCookie } from './read-cookie';

/** Longer Accept-Language headers than this are cut: a browser's is a few dozen characters. */
const MAX_ACCEPT_LANGUAGE = 256;
/** A browser sends one of a few Accept-Language values: each is negotiated once. */
const negotiated = new Map<string, Language>();
const REMEMBERED = 256;

/** The best match of an Accept-Language header among Skylark's languages, else English. */
function acceptedLanguage(header: string | undefined): Language {
  const accepted = (header ?? '').slice(0, MAX_ACCEPT_LANGUAGE);
  let language = negotiated.get(accepted);
  if (!language) {
    const best = new Negotiator({ headers: { 'accept-language': accepted } }).language([...LANGUAGES]);
    language = isLanguage(best) ? best : DEFAULT_LANGUAGE;
    if (negotiated.size < REMEMBERED) negotiated.set(accepted, language);
  }
  return language;
}

/**
 * The language a request is answered in (docs/decisions/102): the visitor's choice in the `lang`
 * cookie, else the best match of Accept-Language, else English.
 */
export function requestLanguage(headers: IncomingHttpHeaders): Language {
  const chosen = readCookie(headers.cookie, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : acceptedLanguage(headers['accept-language']);
}
