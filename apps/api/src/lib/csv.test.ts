import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvStream } from './csv';

describe('CSV (RFC 4180, safe against formula injection)', () => {
  it('quotes a field with a quote, a comma or a line break, and doubles its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, John')).toBe('"Smith, John"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('Ștefan Müller 東京')).toBe('Ștefan Müller 東京');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
  });

  it('escapes every cell a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField('+1 555 0199')).toBe("'+1 555 0199");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('ends every line with CRLF and streams the header, then each batch', async () => {
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
    async function* batches() {
      yield [['1', 'one']];
      yield [
        ['2', 'two'],
        ['3', '=three'],
      ];
    }
    expect(await text(csvStream(['id', 'name'], batches()))).toBe(
      "id,name\r\n1,one\r\n2,two\r\n3,'=three\r\n",
    );
  });
});
