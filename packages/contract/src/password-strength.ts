import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { authMessages } from './auth';

/**
 * The password-strength rule shared by the server and the web app's meter. It lives apart from
 * the contract's index because the estimator's dictionaries weigh about a megabyte: the web app
 * loads this module lazily, only on the forms that set a password.
 */

/** Words of this product that make a password easy to guess (docs/security.md). */
export const CONTEXT_WORDS = ['skylark', 'skylarkairways', 'airways', 'airline', 'flight', 'booking'];

/** The estimator's verdict that a password must reach (0 to 4). */
export const MIN_PASSWORD_SCORE = 2;

const estimator = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

export interface PasswordStrength {
  /** 0 (guessable in seconds) to 4 (very strong) */
  score: 0 | 1 | 2 | 3 | 4;
  /** a word for the score, for a text label beside the meter */
  label: string;
  /** why the password is refused, or null when it is accepted */
  problem: string | null;
}

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** The e-mail's local part, when long enough to mean something ("ab" is inside too many words). */
function localPart(email: string | undefined): string | null {
  const local = email?.split('@')[0]?.trim().toLowerCase() ?? '';
  return local.length >= 3 ? local : null;
}

/** Scores a password; `email` and `names` count as guessable words. */
export function passwordStrength(password: string, email?: string, names: string[] = []): PasswordStrength {
  const local = localPart(email);
  const inputs = [local, ...names, ...CONTEXT_WORDS].filter((v): v is string => Boolean(v && v.trim()));
  const result = estimator.check(password.slice(0, 200), inputs);
  const score = result.score;
  let problem: string | null = null;
  if (local && password.toLowerCase().includes(local)) problem = authMessages.passwordContainsEmail;
  else if (score < MIN_PASSWORD_SCORE) {
    const hint = result.feedback.warning || result.feedback.suggestions[0];
    problem = hint ? `${authMessages.weakPassword}: ${hint.replace(/\.$/, '')}` : authMessages.weakPassword;
  }
  return { score, label: LABELS[score], problem };
}
