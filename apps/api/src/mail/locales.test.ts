import {
  CLASS_LABELS,
  EU261_NOTICE_DAYS,
  OFFER_NAMES,
  REFUND_KIND_LABELS,
  checkInMessages,
  eu261Texts,
  expiredMailSubject,
  newsMailSubjects,
  receiptMailSubject,
  refundMessages,
} from '@skylark/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { MAIL_RESOURCES, mailLocale } from './i18n';

/** Every key of a resource, dotted. */
const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the mail and document translations', () => {
  const english = keysOf(MAIL_RESOURCES.en).sort();

  it.each(['es', 'fr', 'ar'] as const)(
    '%s has every English key, no other, each non-empty with the same placeholders',
    (language) => {
      const resource = MAIL_RESOURCES[language];
      expect(keysOf(resource).sort()).toEqual(english);
      const { t } = mailLocale(language);
      const en = mailLocale('en').t;
      for (const key of english) {
        const text = t(key);
        expect(text, key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(en(key)));
      }
    },
  );

  it.each(['en', 'es', 'fr', 'ar'] as const)(
    '%s: every line reads as i18next itself writes it, with values, a count, a missing value or an unknown key',
    (language) => {
      const reference = i18next.createInstance();
      void reference.init({
        resources: {
          en: { translation: MAIL_RESOURCES.en },
          [language]: { translation: MAIL_RESOURCES[language] },
        },
        lng: language,
        fallbackLng: 'en',
        interpolation: { escapeValue: false },
        initAsync: false,
        returnNull: false,
      });
      const { t } = mailLocale(language);
      for (const key of english) {
        const names = placeholders(String(reference.t(key)));
        const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? i * 7 : `<${name} ${i}>`]));
        expect(t(key, values), key).toBe(reference.t(key, values));
        if (names.length > 0) {
          const { [names[0]!]: _, ...missing } = values;
          expect(t(key, missing), `${key} without ${names[0]}`).toBe(reference.t(key, missing));
        }
      }
      expect(t('fareBrands.bags', { count: 2 })).toBe(reference.t('fareBrands.bags', { count: 2 }));
      expect(t('no.such.key', { a: 'b' })).toBe(reference.t('no.such.key', { a: 'b' }));
      // a traveller's words are written as they are, never read as a placeholder or a nested key
      for (const name of ['{{seat}}', '$t(classes.ECONOMY)', '{{- seat}}']) {
        expect(t('summary.passenger', { name, seat: '1A' })).toBe(
          reference.t('summary.passenger', { name, seat: '1A' }),
        );
        expect(t('summary.passenger', { name, seat: '1A' })).toContain(name);
      }
    },
  );

  it('writes English as the spec and the contract do, word for word', () => {
    const { t } = mailLocale('en');
    for (const [type, label] of Object.entries(CLASS_LABELS)) expect(t(`classes.${type}`)).toBe(label);
    for (const [offer, name] of Object.entries(OFFER_NAMES)) expect(t(`offers.${offer}`)).toBe(name);
    for (const [kind, label] of Object.entries(REFUND_KIND_LABELS))
      expect(t(`refund.kinds.${kind}`)).toBe(label.toLowerCase());
    expect(t('payment.expiredSubject', { trackingId: 'SKX' })).toBe(expiredMailSubject('SKX'));
    expect(t('payment.receiptSubject', { trackingId: 'SKX' })).toBe(receiptMailSubject('SKX'));
    expect(t('refund.subject', { trackingId: 'SKX' })).toBe(
      `${refundMessages.refundPaidSubject}: tracking ID SKX`,
    );
    expect(t('news.payBySubject', { trackingId: 'SKX' })).toBe(newsMailSubjects.payBy('SKX'));
    expect(t('news.checkInSubject', { flightNumber: 'SK1' })).toBe(newsMailSubjects.checkIn('SK1'));
    expect(t('news.gateSubject', { flightNumber: 'SK1' })).toBe(newsMailSubjects.gate('SK1'));
    // the EU261 notice of a disruption mail (docs/product.md#1414-eu261-notice-of-rights-and-compensation)
    expect(t('eu261.title')).toBe(`${eu261Texts.title}:`);
    expect(t('eu261.care')).toBe(`- ${eu261Texts.care}`);
    expect(t('eu261.choiceCancelled')).toBe(`- ${eu261Texts.choiceCancelled}`);
    expect(t('eu261.choiceDelayed')).toBe(`- ${eu261Texts.choiceDelayed}`);
    expect(t('eu261.extraordinary')).toBe(`- ${eu261Texts.extraordinary}`);
    expect(t('eu261.earlyNotice', { days: EU261_NOTICE_DAYS })).toBe(`- ${eu261Texts.earlyNotice}`);
    for (const passengers of [1, 3])
      expect(
        t(passengers === 1 ? 'eu261.compensationOne' : 'eu261.compensation', {
          perPassenger: '€600',
          total: `€${600 * passengers}`,
          usd: '$660.00',
          passengers,
        }),
      ).toBe(`- ${eu261Texts.compensation('€600', `€${600 * passengers}`, '$660.00', passengers)}`);
    expect(t('pass.gate')).toBe(checkInMessages.gate);
    expect(t('pass.boardingTime')).toBe(checkInMessages.boardingTime);
    expect(t('pass.sequence')).toBe(checkInMessages.sequence);
  });

  it('uses the airline words of each language', () => {
    expect(mailLocale('es').t('pass.title')).toContain('Tarjeta de embarque');
    expect(mailLocale('fr').t('pass.title')).toContain("Carte d'embarquement");
    expect(mailLocale('ar').t('pass.title')).toContain('بطاقة صعود الطائرة');
    expect(mailLocale('ar').t('pass.gate')).toBe('البوابة');
  });

  it('writes dates with the locale in the airport zone, and leaves English to the contract', () => {
    const at = '2030-12-05T14:30:00Z'; // 09:30 in New York
    expect(mailLocale('en').airportTime(at, 'New York, John F. Kennedy International (JFK)')).toBe(
      'Dec 05, 2030 09:30 EST',
    );
    expect(mailLocale('es').airportTime(at, 'New York, John F. Kennedy International (JFK)')).toMatch(
      /05 dic 2030.*09:30/,
    );
    expect(mailLocale('fr').airportTime(at, 'New York, John F. Kennedy International (JFK)')).toMatch(
      /05 déc\. 2030.*09:30/,
    );
    // Arabic text, not marked left to right: its day stays at the start of the line
    expect(mailLocale('ar').airportTime(at, 'New York, John F. Kennedy International (JFK)')).toMatch(
      /^05 ديسمبر 2030، 09:30 \S+$/,
    );
  });
});
