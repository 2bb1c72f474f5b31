import { type Language, MSG } from '@skylark/contract';
import { useCallback } from 'react';
import { ApiError, NetworkError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { useRegionLanguage } from '@/lib/i18n/language-region';

/**
 * What a failed call tells the reader: the server's message (the API speaks English), in another
 * language the web's own text for the error's code when it has one, else the caller's fallback text;
 * a call that got no answer says so in `language`.
 */
export function errorMessage(error: unknown, fallback: string, language: Language): string {
  if (error instanceof NetworkError)
    return language === 'en' ? MSG.networkError : i18n.t('app:lib.networkError', { lng: language });
  if (!(error instanceof ApiError) || error.message.trim() === '') return fallback;
  const key = `errors:${error.code}` as const;
  if (language !== 'en' && error.code && i18n.exists(key, { lng: language }))
    return i18n.t(key as never, { lng: language });
  return error.message;
}

/** errorMessage in the language of the part of the page the component is in: the back office's is English (docs/decisions/109). */
export function useErrorMessage() {
  const language = useRegionLanguage();
  return useCallback(
    (error: unknown, fallback: string) => errorMessage(error, fallback, language),
    [language],
  );
}
