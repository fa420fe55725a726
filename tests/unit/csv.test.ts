import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';

const columns = [
  { label: 'Name', value: (row: { name: string | null }) => row.name },
  { label: 'Note', value: () => 'fixed' },
];

describe('toCsv', () => {
  it('writes a header and one line per row, CRLF-terminated', () => {
    expect(toCsv(columns, [{ name: 'Ada' }, { name: null }])).toBe(
      'Name,Note\r\nAda,fixed\r\n,fixed\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(columns, [{ name: 'Lovelace, "Ada"\nCountess' }])).toBe(
      'Name,Note\r\n"Lovelace, ""Ada""\nCountess",fixed\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(toCsv(columns, [{ name: '=HYPERLINK("x")' }, { name: '+1 555' }])).toBe(
      'Name,Note\r\n"\'=HYPERLINK(""x"")",fixed\r\n\'+1 555,fixed\r\n',
    );
  });
});

describe('formula defusing', () => {
  const cells = (name: string) => toCsv(columns, [{ name }]).split('\r\n')[1];

  it.each([
    [' =1+1', "' =1+1,fixed"],
    ['\n=1+1', '"\'\n=1+1",fixed'],
    ['\uff1dSUM(A1)', "'\uff1dSUM(A1),fixed"],
    ['\u3000+1', "'\u3000+1,fixed"],
    ['\tx', "'\tx,fixed"],
    ['-5', "'-5,fixed"],
    ['@cmd', "'@cmd,fixed"],
  ])('defuses %j', (name, line) => {
    expect(cells(name)).toBe(line);
  });

  it.each(['Ada', ' Ada', 'a=b', 'x@example.com'])('leaves %j alone', (name) => {
    expect(cells(name)).toBe(`${name},fixed`);
  });
});
