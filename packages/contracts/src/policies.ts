import { z } from 'zod';
import { ZLocale } from './locales';
import { POLICY_BODY_MAX_CHARS, POLICY_SLUGS } from './plain/policies';

export { POLICY_SLUGS, isPolicySlug, type PolicySlug } from './plain/policies';

export const ZPolicySlug = z.enum(POLICY_SLUGS).describe(`Policy: ${POLICY_SLUGS.join(', ')}`);

export const ZPolicyParams = z.object({ slug: ZPolicySlug });

export const ZPolicyQuery = z.object({
  lang: ZLocale.optional().describe('Language of the text; English when absent or not written'),
});
export type PolicyQuery = z.infer<typeof ZPolicyQuery>;

/** One policy as a player reads it: the current version in the asked language (else English). */
export const ZPolicy = z
  .object({
    slug: ZPolicySlug,
    version: z.number().int().positive().describe('Current version number (1, 2, …)'),
    locale: ZLocale.describe('Language the text is in (English when the asked one is not written)'),
    title: z.string(),
    body: z.string().describe('Markdown; the client renders it without raw HTML'),
    publishedAt: z.string().describe('ISO-8601 time the version was published'),
  })
  .describe('A policy page');
export type Policy = z.infer<typeof ZPolicy>;

export const ZPolicyText = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(POLICY_BODY_MAX_CHARS).describe('Markdown'),
});
export type PolicyText = z.infer<typeof ZPolicyText>;

/** A version's texts by language; English is required (the fallback of every other language). */
export const ZPolicyContents = z
  .object({ en: ZPolicyText })
  .catchall(ZPolicyText)
  .superRefine((contents, context) => {
    for (const key of Object.keys(contents))
      if (!ZLocale.safeParse(key).success)
        context.addIssue({ code: 'custom', path: [key], message: 'Not a supported language' });
  });
export type PolicyContents = z.infer<typeof ZPolicyContents>;

export const ZAdminPolicyVersion = z.object({
  id: z.number().int(),
  slug: ZPolicySlug,
  version: z.number().int().positive(),
  contents: z.record(z.string(), ZPolicyText),
  createdBy: z.string().nullable().describe('Email of the staff member who published it'),
  createdAt: z.string(),
});
export type AdminPolicyVersion = z.infer<typeof ZAdminPolicyVersion>;

export const ZAdminPoliciesResponse = z.object({
  items: z.array(
    z.object({
      slug: ZPolicySlug,
      currentVersion: z.number().int().positive().nullable(),
      title: z.string().nullable().describe('English title of the current version'),
      updatedAt: z.string().nullable(),
    }),
  ),
});
export type AdminPoliciesResponse = z.infer<typeof ZAdminPoliciesResponse>;

export const ZAdminPolicyVersionsResponse = z.object({ items: z.array(ZAdminPolicyVersion) });
export type AdminPolicyVersionsResponse = z.infer<typeof ZAdminPolicyVersionsResponse>;

export const ZCreatePolicyVersionRequest = z
  .object({ contents: ZPolicyContents })
  .strict()
  .describe('Publish a new version: it becomes current at once; earlier versions stay listed');
export type CreatePolicyVersionRequest = z.infer<typeof ZCreatePolicyVersionRequest>;
