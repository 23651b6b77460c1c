import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  SUPPORTED_LOCALES,
  type Locale,
} from '@wheelhouse/contracts/locales';
import { fillSeoTemplate, SEO_STRINGS, type SeoPageKind } from '@wheelhouse/contracts/seo';
import type { PageHead } from './html-template';

/**
 * Which page of the player app an address is, as the SPA router sees it (apps/web/src/app/routes.tsx:
 * keep the two in step). Addresses without a locale prefix are redirected by the app to the
 * visitor's language; their metadata uses the language the request prefers.
 */
export type PageRoute =
  | { kind: 'home' | 'favorites' | 'profile' | 'bonuses' | 'site' }
  | { kind: 'game'; id: string }
  | { kind: 'tournament'; id: number }
  | { kind: 'category' | 'provider'; value: string }
  | { kind: 'policy'; slug: string };

export interface PageAddress {
  locale: Locale;
  /** Whether the address carries its locale (`/ru/…`), or the language came from Accept-Language. */
  prefixed: boolean;
  route: PageRoute;
}

/** A decoded path segment, or undefined when it does not decode (such a page is just "site"). */
function segmentOf(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function routeOf(segments: string[]): PageRoute {
  const [first, second, third, ...more] = segments;
  if (first === undefined) return { kind: 'home' };
  if (first === 'profile' && second === undefined) return { kind: 'profile' };
  if (first === 'policies' && second !== undefined && third === undefined) {
    const slug = segmentOf(second);
    return slug ? { kind: 'policy', slug } : { kind: 'site' };
  }
  // /bonuses and /bonuses/{bonusId}/games (the bonus's games share the bonuses page's text).
  if (
    first === 'bonuses' &&
    (second === undefined || (third === 'games' && more.length === 0 && segmentOf(second)))
  )
    return { kind: 'bonuses' };
  if (first === 'games' && second !== undefined && third === undefined) {
    if (second === 'favorites') return { kind: 'favorites' };
    const id = segmentOf(second);
    return id ? { kind: 'game', id } : { kind: 'site' };
  }
  if (first === 'tournaments' && second !== undefined && third === undefined) {
    const id = /^[1-9]\d{0,8}$/.test(second) ? Number(second) : undefined;
    return id ? { kind: 'tournament', id } : { kind: 'site' };
  }
  if (
    (first === 'categories' || first === 'providers') &&
    second !== undefined &&
    third === 'games' &&
    more.length === 0
  ) {
    const value = segmentOf(second);
    if (!value) return { kind: 'site' };
    return { kind: first === 'categories' ? 'category' : 'provider', value };
  }
  return { kind: 'site' };
}

/**
 * The first supported language of an Accept-Language header by quality ("ru-RU,ru;q=0.9,en;q=0.8"
 * → ru), else the default.
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { language: tag.split('-')[0]?.toLowerCase(), q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    (ranked.find((entry) => isSupportedLocale(entry.language))?.language as Locale) ??
    DEFAULT_LOCALE
  );
}

/** The page an address (a path without the query) stands for. */
export function pageAddressOf(pathname: string, acceptLanguage?: string): PageAddress {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, ...rest] = segments;
  if (isSupportedLocale(first)) return { locale: first, prefixed: true, route: routeOf(rest) };
  // "/de/…" and other locale-shaped prefixes are replaced by the app's redirect, like a missing one.
  const path = first !== undefined && /^[a-z]{2}(-[a-z]{2})?$/i.test(first) ? rest : segments;
  return { locale: preferredLocale(acceptLanguage), prefixed: false, route: routeOf(path) };
}

/** What the catalogue knows about the subject of a page; null when not found. */
export interface PageSubject {
  /** The game's title, the category's title in the page's language, or the provider's name. */
  title: string;
  /** A game's studio. */
  provider?: string;
  /** An image of the subject (absolute https or a path on this site), for og:image if raster. */
  imageUrl?: string;
  /** A game's details its page's first paint shows (first-paint.ts). */
  game?: GameFirstPaintDetails;
  /** A tournament's details its page's first paint shows (first-paint.ts). */
  tournament?: TournamentFirstPaintDetails;
}

export interface TournamentFirstPaintDetails {
  description: string;
  status: string;
  vipOnly: boolean;
}

export interface GameFirstPaintDetails {
  imageUrl: string;
  rtp: string;
  providerValue: string;
  labelType: string | null;
}

/** Raster formats link previews show; SVG is not one of them. */
const PREVIEW_IMAGE = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/** og:image wants an absolute URL: a site path is resolved against the origin; https passes. */
function previewImageOf(imageUrl: string | undefined, origin: string | undefined) {
  if (!imageUrl || !PREVIEW_IMAGE.test(imageUrl)) return undefined;
  if (/^https:\/\//i.test(imageUrl)) return imageUrl;
  if (imageUrl.startsWith('/') && !imageUrl.startsWith('//') && origin)
    return `${origin}${imageUrl}`;
  return undefined;
}

const PRIVATE_PAGES: ReadonlySet<SeoPageKind> = new Set(['profile', 'favorites']);

/**
 * The head of a page: title, description and Open Graph tags in the page's language, from
 * packages/contracts/src/seo.ts. A game, category or provider the catalogue does not know falls
 * back to the site's defaults. `origin` (scheme://host, no slash) makes og:url, canonical and
 * alternate links; without it they are left out.
 */
export function pageHeadOf(
  page: PageAddress,
  subject: PageSubject | null,
  origin: string | undefined,
  pathname: string,
): PageHead {
  const strings = SEO_STRINGS[page.locale];
  const kind: SeoPageKind =
    (page.route.kind === 'game' ||
      page.route.kind === 'category' ||
      page.route.kind === 'provider' ||
      page.route.kind === 'policy' ||
      page.route.kind === 'tournament') &&
    !subject
      ? 'site'
      : page.route.kind;
  const values: Record<string, string> = subject
    ? { title: subject.title, name: subject.title, provider: subject.provider ?? strings.siteName }
    : {};
  const title = fillSeoTemplate(strings[kind].title, values);
  const description = fillSeoTemplate(strings[kind].description, values);

  const names: Array<[string, string]> = [['description', description]];
  // Personal pages, addresses the app does not know and subjects not found: not for search engines.
  if (PRIVATE_PAGES.has(kind) || kind === 'site') names.push(['robots', 'noindex']);
  names.push(['twitter:card', 'summary']);

  const properties: Array<[string, string]> = [
    ['og:title', title],
    ['og:description', description],
    ['og:type', 'website'],
    ['og:site_name', strings.siteName],
    ['og:locale', strings.ogLocale],
    ...SUPPORTED_LOCALES.filter((locale) => locale !== page.locale).map(
      (locale): [string, string] => ['og:locale:alternate', SEO_STRINGS[locale].ogLocale],
    ),
  ];
  const links: PageHead['links'] = [];
  if (origin) {
    properties.splice(3, 0, ['og:url', `${origin}${pathname}`]);
    if (page.prefixed) {
      links.push({ rel: 'canonical', href: `${origin}${pathname}` });
      const rest = pathname.slice(`/${page.locale}`.length);
      for (const locale of SUPPORTED_LOCALES)
        links.push({ rel: 'alternate', hreflang: locale, href: `${origin}/${locale}${rest}` });
    }
  }
  const image = previewImageOf(subject?.imageUrl, origin);
  if (image) properties.push(['og:image', image], ['og:image:alt', title]);

  return { lang: page.locale, title, names, properties, links };
}
