import { describe, expect, test } from 'vitest';
import { csvCell, errorsCsv, neutraliseCell } from './errors-csv.ts';

describe('neutraliseCell', () => {
  test.each(['=SUM(A1:A9)', '+1+2', '-2+3', '@cmd', '\tTAB', '\rCR'])('prefixes %j with a quote', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  test('leaves ordinary text alone, including formula characters later in the cell', () => {
    expect(neutraliseCell('Valid email is required')).toBe('Valid email is required');
    expect(neutraliseCell('a=b+c')).toBe('a=b+c');
    expect(neutraliseCell('')).toBe('');
  });
});

describe('csvCell', () => {
  test('quotes cells with commas, quotes or line breaks, after neutralising', () => {
    expect(csvCell('Berlin, Germany')).toBe('"Berlin, Germany"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe('errorsCsv', () => {
  test('one row per error, its row number in its own column', () => {
    const csv = errorsCsv(['Row 3: Valid email is required', 'Missing required columns: email']);
    expect(csv).toBe('row,error\r\n3,Valid email is required\r\n,Missing required columns: email\r\n');
  });

  test('an error that carries a formula from the file cannot run in a spreadsheet', () => {
    const csv = errorsCsv(['Row 4: Duplicate email =cmd|/C calc!A0@x.org', '@SUM(1)']);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[1]).toBe('4,Duplicate email =cmd|/C calc!A0@x.org');
    expect(lines[2]).toBe(",'@SUM(1)");
    // A row message that itself starts with a formula character is neutralised too.
    expect(errorsCsv(['Row 9: =1+1']).split('\r\n')[1]).toBe("9,'=1+1");
  });
});
