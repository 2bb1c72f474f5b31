import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CURRENCY_RATES } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { ratesFromAnswer } from './currency-rates';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'skylark-rates-')), ...env });

describe('CURRENCY_RATES and CURRENCY_RATES_URL (decision 104)', () => {
  it('ships a default table, stated as the default', () => {
    const { currencyRates } = load({});
    expect(currencyRates).toEqual({ table: DEFAULT_CURRENCY_RATES, source: 'default', url: undefined });
  });

  it('reads a table of every currency, in any order, spaces allowed', () => {
    const { currencyRates } = load({ CURRENCY_RATES: 'JPY=149.5, EUR=0.9,GBP=0.8 ,AED=3.67' });
    expect(currencyRates.table).toEqual({ EUR: 0.9, GBP: 0.8, AED: 3.67, JPY: 149.5 });
    expect(currencyRates.source).toBe('setting');
  });

  it.each([
    ['a word for a rate', 'EUR=abc,GBP=0.79,AED=3.6725,JPY=151.2', /EUR=abc.*CODE=rate/],
    ['a currency missing', 'EUR=0.92,GBP=0.79,AED=3.6725', /must give JPY/],
    ['a currency given twice', 'EUR=0.92,EUR=0.93,GBP=0.79,AED=3.6725,JPY=151.2', /EUR is given twice/],
    ['a currency not in the table', 'EUR=0.92,GBP=0.79,AED=3.6725,JPY=151.2,BTC=1', /BTC is not one of/],
    ['a rate a hundred times off', 'EUR=92,GBP=0.79,AED=3.6725,JPY=151.2', /EUR=92 is outside/],
    ['a zero rate', 'EUR=0,GBP=0.79,AED=3.6725,JPY=151.2', /EUR=0 is outside/],
    ['a negative rate', 'EUR=-0.92,GBP=0.79,AED=3.6725,JPY=151.2', /CODE=rate/],
    ['an exponent', 'EUR=9e-1,GBP=0.79,AED=3.6725,JPY=151.2', /CODE=rate/],
    ['another separator', 'EUR=0.92;GBP=0.79;AED=3.6725;JPY=151.2', /CODE=rate/],
    ['a very long value', `EUR=0.92,${'GBP=0.79,'.repeat(60)}`, /at most 300 characters/],
  ])('stops the start on %s, naming CURRENCY_RATES', (_what, value, reason) => {
    let error: unknown;
    try {
      load({ CURRENCY_RATES: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/CURRENCY_RATES: /);
    expect((error as ConfigError).message).toMatch(reason);
  });

  it('takes an http(s) CURRENCY_RATES_URL and refuses anything else', () => {
    expect(load({ CURRENCY_RATES_URL: 'https://rates.example/latest?base=USD' }).currencyRates.url).toBe(
      'https://rates.example/latest?base=USD',
    );
    expect(() => load({ CURRENCY_RATES_URL: 'file:///etc/passwd' })).toThrow(/CURRENCY_RATES_URL/);
    expect(() => load({ CURRENCY_RATES_URL: 'rates' })).toThrow(/CURRENCY_RATES_URL/);
  });
});

describe('an answer of the rate source', () => {
  const good = { EUR: 0.93, GBP: 0.78, AED: 3.67, JPY: 150 };
  it('is read from the common shapes, other currencies ignored', () => {
    expect(ratesFromAnswer({ base: 'USD', rates: { ...good, CHF: 0.88 } })).toEqual(good);
    expect(ratesFromAnswer({ result: 'success', base_code: 'USD', rates: good })).toEqual(good);
  });

  it.each([
    ['not an object', 'rates'],
    ['another base', { base: 'EUR', rates: good }],
    ['no rates', { base: 'USD' }],
    ['a rate as text', { rates: { ...good, JPY: '150' } }],
    ['a missing currency', { rates: { EUR: 0.93, GBP: 0.78, AED: 3.67 } }],
    ['an insane rate', { rates: { ...good, GBP: 7800 } }],
    ['a rate only on the prototype', { rates: Object.create({ EUR: 0.93, GBP: 0.78, AED: 3.67, JPY: 150 }) }],
  ])('is refused when %s', (_what, answer) => {
    expect(() => ratesFromAnswer(answer)).toThrow();
  });
});
