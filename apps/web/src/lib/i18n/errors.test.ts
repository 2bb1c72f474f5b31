import { ERROR_CODES, type ErrorCode } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import en from './locales/en';

/**
 * Codes only the back office meets; the back office stays in English (docs/decisions/102), so its
 * refusals show the server's English message and need no entry.
 */
const BACK_OFFICE_ONLY: Record<Exclude<ErrorCode, keyof typeof en.errors>, string> = {
  ROLE_NOT_ALLOWED: 'an agent managing the team',
  REGISTRATION_CLOSED: 'registering an administrator',
  LAST_ADMIN: 'removing the last administrator',
  MFA_ALREADY_ON: "an administrator's two-factor set-up",
  MFA_NOT_ON: "an administrator's two-factor set-up",
  MFA_NOT_PENDING: "an administrator's two-factor set-up",
  FLIGHT_NUMBER_TAKEN: 'creating or renumbering a flight',
  SEATS_BELOW_BOOKED: "reducing a flight's seats",
  FLIGHT_HAS_BOOKINGS: 'deleting a flight',
  REFUND_ALREADY_PAID: 'the desk paying a refund',
  REFUND_CHANGED: 'the desk paying a refund',
  MESSAGE_CLOSED: 'replying to a closed contact message',
};

describe('the errors a traveller can meet, in every language (docs/decisions/102)', () => {
  it('has a text for every code of the contract but the back office’s', () => {
    const covered = new Set<string>([...Object.keys(en.errors), ...Object.keys(BACK_OFFICE_ONLY)]);
    expect(ERROR_CODES.filter((code) => !covered.has(code))).toEqual([]);
    expect(
      Object.keys(en.errors).filter((code) => !(ERROR_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
    expect(Object.keys(BACK_OFFICE_ONLY).filter((code) => code in en.errors)).toEqual([]);
  });
});
