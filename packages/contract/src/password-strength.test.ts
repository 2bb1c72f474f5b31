import { describe, expect, it } from 'vitest';
import { authMessages } from './auth';
import { passwordStrength } from './password-strength';

describe('the password-strength rule', () => {
  it('refuses common passwords however long, with the estimator’s reason', () => {
    for (const password of ['12345678', 'password123', 'qwertyuiop']) {
      const { problem, score } = passwordStrength(password, 'ada@example.com');
      expect(score).toBeLessThan(2);
      expect(problem).toMatch(new RegExp(`^${authMessages.weakPassword}`));
    }
  });

  it('refuses the e-mail’s local part and the product’s own words', () => {
    expect(passwordStrength('lovelace-was-here-42', 'lovelace@example.com').problem).toBe(
      authMessages.passwordContainsEmail,
    );
    expect(passwordStrength('skylark2026', 'ada@example.com').problem).not.toBeNull();
  });

  it('accepts a long passphrase and labels every score in words', () => {
    const strong = passwordStrength('violet-harbour-lamp', 'ada@example.com');
    expect(strong.problem).toBeNull();
    expect(strong.label).toMatch(/strong/i);
    expect(passwordStrength('12345678').label).toBe('Very weak');
  });
});
