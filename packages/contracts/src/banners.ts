import { z } from 'zod';
import { ZSerialId } from './params';
import { SUPPORTED_LOCALES } from './locales';

/** Where a banner shows, e.g. "wallet" (the cashier carousel). Lower-case slug. */
export const ZBannerPlace = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,31}$/)
  .describe('Where banners show, e.g. "wallet"');

/** Static banner images the web app ships under /banners/ (apps/web/public/banners). */
const OWN_IMAGE_PATH = /^\/banners\/[a-z0-9][a-z0-9_-]*\.(svg|png|jpe?g|webp)$/;

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A banner link is an in-app path ("/bonuses") or an https URL. Anything else (javascript:, data:,
 * protocol-relative "//host") could run script or leave the site unannounced.
 */
export function isSafeBannerLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  return httpsUrl(value) !== null;
}

/** A banner image is an https URL or one of our own static images under /banners/. */
export function isBannerImageUrl(value: string): boolean {
  return OWN_IMAGE_PATH.test(value) || httpsUrl(value) !== null;
}

/** An in-app link is routed by the SPA; any other (https) link opens in a new tab. */
export function isInAppLink(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

const ZBannerText = z
  .object({
    title: z.string().trim().min(1).max(120),
    subtitle: z.string().trim().min(1).max(240).optional(),
  })
  .strict();

const ZBannerTexts = z
  .partialRecord(z.enum(SUPPORTED_LOCALES), ZBannerText)
  .refine((texts) => texts.en !== undefined, {
    message: 'English text is required (the fallback)',
    path: ['en'],
  })
  .describe('Texts per language; English is required and is the fallback');

const ZImageUrl = z
  .string()
  .max(2000)
  .refine(isBannerImageUrl, { message: 'An https URL or a path under /banners/' });

const ZLinkUrl = z
  .string()
  .max(2000)
  .refine(isSafeBannerLink, { message: 'An in-app path starting with / or an https URL' });

const ZInstant = z.iso.datetime({ offset: true }).describe('ISO-8601');

export const ZBannersQuery = z.object({
  place: ZBannerPlace,
  lang: z
    .string()
    .max(35)
    .optional()
    .describe('Language of the texts; else the player’s language, Accept-Language, English'),
});
export type BannersQuery = z.infer<typeof ZBannersQuery>;

export const ZBanner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string().nullable(),
    imageUrl: z.string(),
    linkUrl: z.string().nullable().describe('In-app path or https URL; null when not a link'),
  })
  .describe('A banner in the viewer’s language');
export type Banner = z.infer<typeof ZBanner>;

export const ZBannersResponse = z
  .object({ items: z.array(ZBanner) })
  .describe('Active banners of a place, in display order');
export type BannersResponse = z.infer<typeof ZBannersResponse>;

export const ZAdminBanner = z
  .object({
    id: z.number().int(),
    place: z.string(),
    texts: z.record(z.string(), z.object({ title: z.string(), subtitle: z.string().optional() })),
    imageUrl: z.string(),
    linkUrl: z.string().nullable(),
    sortOrder: z.number().int(),
    active: z.boolean(),
    startsAt: z.string().nullable().describe('ISO-8601; null = no start limit'),
    endsAt: z.string().nullable().describe('ISO-8601; null = no end limit'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('A banner as the back office manages it');
export type AdminBanner = z.infer<typeof ZAdminBanner>;

export const ZAdminBannersQuery = z.object({ place: ZBannerPlace.optional() });
export type AdminBannersQuery = z.infer<typeof ZAdminBannersQuery>;

export const ZAdminBannersResponse = z.object({ items: z.array(ZAdminBanner) });
export type AdminBannersResponse = z.infer<typeof ZAdminBannersResponse>;

export const ZAdminBannerParams = z.object({ id: ZSerialId });

const bannerFields = {
  place: ZBannerPlace,
  texts: ZBannerTexts,
  imageUrl: ZImageUrl,
  linkUrl: ZLinkUrl.nullable(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
  active: z.boolean(),
  startsAt: ZInstant.nullable(),
  endsAt: ZInstant.nullable(),
};

function windowIsOrdered(value: { startsAt?: string | null; endsAt?: string | null }): boolean {
  return !value.startsAt || !value.endsAt || Date.parse(value.startsAt) < Date.parse(value.endsAt);
}
const windowMessage = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

export const ZCreateBannerRequest = z
  .object({
    ...bannerFields,
    linkUrl: bannerFields.linkUrl.default(null),
    sortOrder: bannerFields.sortOrder.default(0),
    active: bannerFields.active.default(true),
    startsAt: bannerFields.startsAt.default(null),
    endsAt: bannerFields.endsAt.default(null),
  })
  .strict()
  .refine(windowIsOrdered, windowMessage)
  .describe('Create a banner');
export type CreateBannerRequest = z.infer<typeof ZCreateBannerRequest>;

export const ZUpdateBannerRequest = z
  .object(bannerFields)
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' })
  .refine(windowIsOrdered, windowMessage)
  .describe('Change some fields of a banner; the time window is checked against the result too');
export type UpdateBannerRequest = z.infer<typeof ZUpdateBannerRequest>;
