import { LANGUAGES } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import en from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import ar from './locales/ar';

type Texts = { [key: string]: string | Texts };

/** Every key path of a namespace, with its text: `nav.home` → "Home". */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** The values a text interpolates and the tags it wraps: a translation must keep them all. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\/?\w+)>/g)].map((m) => m[0]).sort();

const translations = { es, fr, ar } as Record<string, Record<string, Texts>>;

describe('every text of the web app in every language (docs/decisions/102)', () => {
  it('has a translation for each language Skylark offers', () => {
    expect(Object.keys(translations).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
  });

  for (const [language, resources] of Object.entries(translations)) {
    it(`${language}: the same namespaces and keys as English, none empty, none extra`, () => {
      expect(Object.keys(resources).sort()).toEqual(Object.keys(en).sort());
      for (const [namespace, source] of Object.entries(en as Record<string, Texts>)) {
        const english = flatten(source);
        const translated = flatten(resources[namespace]!);
        const missing = [...english.keys()].filter((key) => !translated.has(key));
        const extra = [...translated.keys()].filter((key) => !english.has(key));
        expect({ namespace, missing, extra }).toEqual({ namespace, missing: [], extra: [] });
        for (const [key, text] of translated) {
          expect(text.trim(), `${language} ${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${language} ${namespace}:${key}`).toEqual(
            placeholders(english.get(key)!),
          );
        }
      }
    });
  }
});
