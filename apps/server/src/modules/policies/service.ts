import {
  POLICY_SLUGS,
  type AdminPoliciesResponse,
  type AdminPolicyVersion,
  type AdminPolicyVersionsResponse,
  type CreatePolicyVersionRequest,
  type Policy,
  type PolicySlug,
} from '@wheelhouse/contracts/policies';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@wheelhouse/contracts/locales';
import { runAudited, type RecordAudit } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { DEMO_POLICIES } from './demo-content';
import { policiesRepository, type PolicyVersionRow } from './repository';

export interface PoliciesServiceDeps {
  db: Database;
  clock: Clock;
  recordAudit: RecordAudit;
}

function toAdminVersion(row: PolicyVersionRow): AdminPolicyVersion {
  return {
    id: row.id,
    slug: row.slug as PolicySlug,
    version: row.version,
    contents: row.contents,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The text of `row` in `locale`, else English (always present), with the language it is in. */
function textIn(row: PolicyVersionRow, locale: Locale) {
  const own = row.contents[locale];
  if (own) return { locale, ...own };
  const english = row.contents[DEFAULT_LOCALE] ?? Object.values(row.contents)[0];
  return { locale: DEFAULT_LOCALE, title: english?.title ?? '', body: english?.body ?? '' };
}

export function policiesService(deps: PoliciesServiceDeps) {
  const repository = policiesRepository(deps.db);

  function requireContent(member: StaffPrincipal) {
    if (!staffHasRole(member, ['content'])) throw new AppError('forbidden');
  }

  return {
    /** The current version of a policy in `lang` (else English); 404 before its first version. */
    async read(slug: PolicySlug, lang: Locale | undefined): Promise<Policy> {
      const row = await repository.current(slug);
      if (!row) throw new AppError('not_found', { message: 'No such policy' });
      const text = textIn(row, lang && isSupportedLocale(lang) ? lang : DEFAULT_LOCALE);
      return {
        slug,
        version: row.version,
        locale: text.locale,
        title: text.title,
        body: text.body,
        publishedAt: row.createdAt.toISOString(),
      };
    },

    /** The terms version a player signing up now accepts (null before any is published). */
    async currentTermsVersion(): Promise<number | null> {
      return (await repository.current('terms'))?.version ?? null;
    },

    /** Title of a policy in a language, for page metadata; null when it has no version. */
    async titleOf(slug: PolicySlug, locale: Locale): Promise<string | null> {
      const row = await repository.current(slug);
      return row ? textIn(row, locale).title : null;
    },

    async list(member: StaffPrincipal): Promise<AdminPoliciesResponse> {
      requireContent(member);
      const current = new Map((await repository.currentAll()).map((row) => [row.slug, row]));
      return {
        items: POLICY_SLUGS.map((slug) => {
          const row = current.get(slug);
          return {
            slug,
            currentVersion: row?.version ?? null,
            title: row ? textIn(row, DEFAULT_LOCALE).title : null,
            updatedAt: row?.createdAt.toISOString() ?? null,
          };
        }),
      };
    },

    async versions(member: StaffPrincipal, slug: PolicySlug): Promise<AdminPolicyVersionsResponse> {
      requireContent(member);
      return { items: (await repository.versions(slug)).map(toAdminVersion) };
    },

    /** Publishes the next version of a policy; audited with the version it replaced. */
    async publish(
      member: StaffPrincipal,
      slug: PolicySlug,
      input: CreatePolicyVersionRequest,
      requestId: string,
    ): Promise<AdminPolicyVersion> {
      requireContent(member);
      return runAudited(deps, member, requestId, async (tx) => {
        const saved = await repository.insertNext(
          { slug, contents: input.contents, createdBy: member.email, createdAt: deps.clock.now() },
          tx,
        );
        const after = toAdminVersion(saved);
        return {
          result: after,
          audit: {
            action: 'policy.publish',
            targetType: 'policy',
            targetId: slug,
            before: saved.version > 1 ? { version: saved.version - 1 } : null,
            after,
          },
        };
      });
    },

    /** Demo content: version 1 of every policy that has none, in English and Russian. */
    async seedDemo(): Promise<number> {
      let created = 0;
      for (const [slug, contents] of Object.entries(DEMO_POLICIES)) {
        await deps.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          // Checked under the slug's lock: two seeds at once create one version.
          await repository.lockSlug(slug, tx);
          const existing = await policiesRepository(tx).current(slug);
          if (existing) return;
          await repository.insertNext({ slug, contents, createdBy: null }, tx);
          created += 1;
        });
      }
      return created;
    },
  };
}

export type PoliciesService = ReturnType<typeof policiesService>;
