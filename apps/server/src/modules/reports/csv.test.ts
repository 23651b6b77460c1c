import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n');
  });

  it('keeps negative amounts as numbers and defuses formulas', () => {
    expect(toCsv(['v'], [['-12.50'], ['=SUM(A1)'], ['@cmd'], ['+1+1']])).toBe(
      "v\r\n-12.50\r\n'=SUM(A1)\r\n'@cmd\r\n'+1+1\r\n",
    );
  });
});
