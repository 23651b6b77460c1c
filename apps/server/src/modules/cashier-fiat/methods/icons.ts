/**
 * Fiat payment method and bank icons served same-origin as small generated SVGs, like the currency
 * icons (no third-party image hosts, the CSP stays `img-src 'self'`): a coloured tile with a short
 * mark. Any slug works; known brands get their colour and mark, others their initials.
 */
const ICON_STYLE: Record<string, { color: string; mark: string }> = {
  card: { color: '#37474f', mark: 'CARD' },
  'rub-card': { color: '#6a1b9a', mark: '₽' },
  'rub-sbp': { color: '#1e88e5', mark: 'СБП' },
  sbp: { color: '#1e88e5', mark: 'СБП' },
  'uah-card': { color: '#f9a825', mark: '₴' },
  'kzt-card': { color: '#00838f', mark: '₸' },
  'uzs-card': { color: '#0277bd', mark: 'UZS' },
  'kzt-mobile': { color: '#2e7d32', mark: 'SIM' },
  mobile: { color: '#2e7d32', mark: 'SIM' },
  'idr-bank': { color: '#c62828', mark: 'Rp' },
  bca: { color: '#0054a6', mark: 'BCA' },
  bni: { color: '#f15a23', mark: 'BNI' },
  bri: { color: '#00529c', mark: 'BRI' },
  mandiri: { color: '#003d79', mark: 'MDR' },
  permata: { color: '#009a44', mark: 'PMT' },
  'pln-blik': { color: '#111111', mark: 'BLIK' },
  blik: { color: '#111111', mark: 'BLIK' },
  steam: { color: '#1b2838', mark: 'STM' },
  revolut: { color: '#0a0a0a', mark: 'R' },
  wise: { color: '#163300', mark: 'W' },
  skrill: { color: '#862165', mark: 'S' },
};

/** Method and subbank icon names: lower-case slugs (the method or bank id). */
export const METHOD_ICON_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? '',
  );
}

function styleOf(name: string): { color: string; mark: string } {
  const known = ICON_STYLE[name];
  if (known) return known;
  const initials = name
    .split(/[-_]/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);
  return { color: '#546e7a', mark: initials || '?' };
}

/** The icon: a 32×32 rounded tile, or the big 96×64 card-shaped tile. */
export function methodIconSvg(name: string, size: 'small' | 'big' = 'small'): string {
  const { color, mark } = styleOf(name);
  const [width, height, radius, base] = size === 'big' ? [96, 64, 10, 30] : [32, 32, 7, 18];
  const fontSize = Math.round(
    mark.length <= 1
      ? base
      : mark.length <= 2
        ? base * 0.72
        : mark.length === 3
          ? base * 0.56
          : base * 0.45,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="${width}" height="${height}" rx="${radius}" fill="${color}"/>` +
    `<text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(mark)}</text>` +
    `</svg>`
  );
}

/** Same-origin path of a method or bank icon (served by fiatMethodIconRoutes). */
export function methodIconPath(name: string, size: 'small' | 'big' = 'small'): string {
  return `/api/v1/wallet/payment-methods/icons/${name}${size === 'big' ? '-big' : ''}.svg`;
}
