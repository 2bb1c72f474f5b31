import { LANGUAGE_COOKIE, type Language, type User } from '@skylark/contract';
import { changeLanguage, currentLanguage } from '@/lib/i18n';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Shows the app in `language` and remembers it in the cookie the server answers the next pages by (docs/decisions/102). */
export function chooseLanguage(language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  return changeLanguage(language);
}

/** On signing in, the language kept on the account, when the page shows another. */
export async function followAccountLanguage(user: Pick<User, 'language'>): Promise<void> {
  if (user.language && user.language !== currentLanguage()) await chooseLanguage(user.language);
}
