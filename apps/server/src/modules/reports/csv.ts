/**
 * RFC 4180 CSV: CRLF line ends; a field with a comma, quote, CR or LF is quoted with its quotes
 * doubled. A field starting with `=`, `+`, `-` or `@` that is not a number gets a leading `'`, so a
 * spreadsheet does not run it as a formula (a game or method name is partly player- or
 * staff-supplied text).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
