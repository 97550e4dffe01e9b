import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('CSV cells', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(49)).toBe('49');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('The "Analytical" Engine')).toBe('"The ""Analytical"" Engine"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('turns text that a spreadsheet would run as a formula into plain text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('＝1')).toBe("'＝1");
    // Only the start matters: an e-mail or a sum in the middle is left alone.
    expect(csvCell('a=b@example.com')).toBe('a=b@example.com');
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });
});
