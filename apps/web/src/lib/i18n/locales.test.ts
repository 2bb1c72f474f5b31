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

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * A plural text's key without its form: `seats_one` → `seats`. English has `_one` and `_other`; another
 * language has the forms its own plural rules ask for (Arabic six), and may say "one" without the number.
 */
function byKey(texts: Map<string, string>, language: string) {
  const forms = new Set<string>([
    ...new Intl.PluralRules(language).resolvedOptions().pluralCategories,
    'zero',
  ]);
  const keys = new Map<string, string>();
  const badForms: string[] = [];
  for (const [key, text] of texts) {
    const form = PLURAL.exec(key)?.[1];
    const base = form ? key.replace(PLURAL, '') : key;
    if (!keys.has(base) || form === 'other') keys.set(base, text);
    if (form && !forms.has(form)) badForms.push(key);
  }
  return { keys, badForms };
}
const withoutCount = (list: string[]) => list.filter((p) => !/^\{\{\s*count\s*\}\}$/.test(p));

describe('every text of the web app in every language (docs/decisions/102)', () => {
  it('has a translation for each language Skylark offers', () => {
    expect(Object.keys(translations).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
  });

  it("wraps no words in a tag named like an HTML void element, which Trans renders empty (a link's text lost)", () => {
    const VOID = /<(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)>/;
    const offending = Object.entries({ en, ...translations } as Record<
      string,
      Record<string, Texts>
    >).flatMap(([language, resources]) =>
      Object.entries(resources).flatMap(([namespace, texts]) =>
        [...flatten(texts)]
          .filter(([, text]) => VOID.test(text))
          .map(([key]) => `${language} ${namespace}:${key}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  for (const [language, resources] of Object.entries(translations)) {
    it(`${language}: the same namespaces and keys as English, none empty, none extra`, () => {
      expect(Object.keys(resources).sort()).toEqual(Object.keys(en).sort());
      for (const [namespace, source] of Object.entries(en as Record<string, Texts>)) {
        const english = byKey(flatten(source), 'en').keys;
        const translatedTexts = flatten(resources[namespace]!);
        const { keys: translated, badForms } = byKey(translatedTexts, language);
        const missing = [...english.keys()].filter((key) => !translated.has(key));
        const extra = [...translated.keys()].filter((key) => !english.has(key));
        expect({ namespace, missing, extra, badForms }).toEqual({
          namespace,
          missing: [],
          extra: [],
          badForms: [],
        });
        for (const [key, text] of translatedTexts) {
          const base = key.replace(PLURAL, '');
          const wanted = placeholders(english.get(base) ?? '');
          expect(text.trim(), `${language} ${namespace}:${key}`).not.toBe('');
          if (PLURAL.test(key))
            expect(withoutCount(placeholders(text)), `${language} ${namespace}:${key}`).toEqual(
              withoutCount(wanted),
            );
          else expect(placeholders(text), `${language} ${namespace}:${key}`).toEqual(wanted);
        }
      }
    });
  }
});
