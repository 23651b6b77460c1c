/**
 * Currency icons served same-origin as small SVGs (no third-party image hosts, no tracking, and the
 * CSP stays `img-src 'self'`). A coloured disc with the currency's symbol or code.
 */
const ICON_STYLE: Record<string, { color: string; label: string }> = {
  USD: { color: '#2e7d32', label: '$' },
  EUR: { color: '#1565c0', label: '€' },
  RUB: { color: '#6a1b9a', label: '₽' },
  UAH: { color: '#f9a825', label: '₴' },
  KZT: { color: '#00838f', label: '₸' },
  UZS: { color: '#0277bd', label: 'UZS' },
  IDR: { color: '#c62828', label: 'Rp' },
  PLN: { color: '#ad1457', label: 'zł' },
  BTC: { color: '#f7931a', label: '₿' },
  ETH: { color: '#627eea', label: 'Ξ' },
  LTC: { color: '#345d9d', label: 'Ł' },
  TRX: { color: '#eb0029', label: 'TRX' },
  TON: { color: '#0098ea', label: 'TON' },
  USDT: { color: '#26a17b', label: '₮' },
};

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? '',
  );
}

export function currencyIconSvg(code: string): string {
  const style = ICON_STYLE[code] ?? { color: '#546e7a', label: code.slice(0, 4) };
  const fontSize = style.label.length <= 1 ? 18 : style.label.length === 2 ? 13 : 9;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img" aria-label="${escapeXml(code)}">` +
    `<circle cx="16" cy="16" r="16" fill="${style.color}"/>` +
    `<text x="16" y="16" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(style.label)}</text>` +
    `</svg>`
  );
}

export function currencyIconPath(code: string): string {
  return `/api/v1/currencies/icons/${code}.svg`;
}
