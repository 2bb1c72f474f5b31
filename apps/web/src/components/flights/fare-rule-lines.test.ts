import { CLASS_TYPES, brandLines, defaultBrandTerms, FARE_BRANDS, fareRuleLines } from '@skylark/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { fareLines } from '@/components/booking-form/fare-lines';
import { changeLanguage, i18n } from '@/lib/i18n';
import { fareRuleTexts } from './fare-rule-lines';

afterEach(() => changeLanguage('en'));

describe('fare rules in the page’s language (docs/decisions/102)', () => {
  it('reads in English exactly as the contract writes them, for every class', () => {
    const t = i18n.getFixedT('en', 'flights');
    for (const classType of CLASS_TYPES)
      expect(fareRuleTexts(classType, t)).toEqual(fareRuleLines(classType));
  });

  it('reads a fare brand bought on a booking in English exactly as the contract writes it', () => {
    const t = i18n.getFixedT('en', 'checkout');
    for (const classType of CLASS_TYPES)
      for (const brand of FARE_BRANDS) {
        const terms = defaultBrandTerms(classType, brand);
        const shown = fareLines(
          { ...terms, change: { allowed: terms.change.allowed, fee: terms.change.feeCents / 100 } },
          classType,
          t,
        );
        expect(shown.map((line) => line.text)).toEqual(brandLines(terms, classType));
      }
  });

  it('writes the rules in Spanish and Arabic with the same numbers', async () => {
    await changeLanguage('es');
    const spanish = fareRuleTexts('ECONOMY', i18n.getFixedT('es', 'flights'));
    expect(spanish.map((rule) => rule.title)).toEqual([
      'Cancelación',
      'Cargo por cambio',
      'Cambio de horario',
      'En las primeras 24 horas',
      'Reembolso automático',
    ]);
    expect(spanish[0]!.text).toBe(
      '90% de reembolso más de 7 días antes de la salida, 50% de reembolso de 3 a 7 días antes, 25% de reembolso de 1 a 2 días antes, 10% de reembolso menos de 1 día antes; una reserva sin pagar se cancela sin coste.',
    );
    expect(spanish[1]!.text).toContain('75,00');
    expect(spanish[1]!.text).toContain('24 horas antes de la salida');
    await changeLanguage('ar');
    const arabic = fareRuleTexts('BUSINESS', i18n.getFixedT('ar', 'flights'));
    expect(arabic[0]!.title).toBe('الإلغاء');
    expect(arabic[1]!.text).toContain('قبل المغادرة بـ 3 ساعات');
  });
});
