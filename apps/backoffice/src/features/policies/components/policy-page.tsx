import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import {
  isPolicySlug,
  type AdminPolicyVersion,
  type PolicySlug,
} from '@wheelhouse/contracts/policies';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { usePolicyVersions } from '../api/list-policy-versions';
import { usePublishPolicyVersion } from '../api/publish-policy-version';
import { MarkdownField } from './markdown-field';

const LANGUAGES = ['en', 'ru'] as const;
type Texts = Record<(typeof LANGUAGES)[number], { title: string; body: string }>;

function textsOf(version: AdminPolicyVersion | undefined): Texts {
  return {
    en: version?.contents.en ?? { title: '', body: '' },
    ru: version?.contents.ru ?? { title: '', body: '' },
  };
}

/** One policy: publish a new version (Markdown per language) and read the earlier ones. */
export default function PolicyPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  if (!isPolicySlug(slug)) return <ErrorState error={new Error('not_found')} />;
  return <PolicyEditor key={slug} slug={slug} title={t(`policies.slugs.${slug}`)} />;
}

function PolicyEditor({ slug, title }: { slug: PolicySlug; title: string }) {
  const { t } = useTranslation();
  const versions = usePolicyVersions(slug);
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={title}
        actions={
          <Link to=".." relative="path" className="text-sm text-slate-300 underline">
            {t('policies.back')}
          </Link>
        }
      />
      {versions.isPending ? (
        <Loading />
      ) : versions.isError ? (
        <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />
      ) : (
        <>
          <VersionForm slug={slug} current={versions.data.items[0]} />
          <section aria-labelledby="versions">
            <h2 id="versions" className="mb-2 font-semibold">
              {t('policies.versions')}
            </h2>
            {versions.data.items.length === 0 ? (
              <p className="text-sm text-slate-400">{t('policies.none')}</p>
            ) : (
              <ol className="flex flex-col gap-2" data-testid="policy-versions">
                {versions.data.items.map((version) => (
                  <li key={version.id} className="rounded-md border border-slate-800 p-3 text-sm">
                    <details>
                      <summary className="cursor-pointer">
                        {t('policies.version', { version: version.version })} ·{' '}
                        {formatDateTime(version.createdAt)} ·{' '}
                        {version.createdBy ?? t('policies.seed')} ·{' '}
                        {Object.keys(version.contents).join(', ')}
                      </summary>
                      <pre className="mt-2 max-h-64 overflow-auto text-xs whitespace-pre-wrap text-slate-300">
                        {version.contents.en?.body}
                      </pre>
                    </details>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function VersionForm({ slug, current }: { slug: PolicySlug; current?: AdminPolicyVersion }) {
  const { t } = useTranslation();
  const publish = usePublishPolicyVersion(slug);
  const [texts, setTexts] = useState<Texts>(() => textsOf(current));
  const fields = publish.error && isApiError(publish.error) ? (publish.error.fields ?? {}) : {};
  const errorOf = (path: string) => {
    const field = fields[path] ?? fields[path.split('.').slice(0, 2).join('.')];
    return field ? encodeMessage({ key: field.key, params: field.params }) : undefined;
  };
  const set = (language: keyof Texts, key: 'title' | 'body', value: string) =>
    setTexts((previous) => ({ ...previous, [language]: { ...previous[language], [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const contents: Record<string, { title: string; body: string }> = { en: texts.en };
    if (texts.ru.title.trim() || texts.ru.body.trim()) contents.ru = texts.ru;
    publish.mutate(
      { contents: contents as { en: Texts['en'] } },
      {
        onSuccess: (version) =>
          toast.success(t('policies.published', { version: version.version })),
        // Field errors show under their fields; anything else as a toast.
        onError: (error) => {
          if (!(isApiError(error) && error.fields)) toast.error(errorMessage(t, error));
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-slate-800 p-4"
      aria-labelledby="new-version"
    >
      <h2 id="new-version" className="font-semibold">
        {t('policies.new_version', { version: (current?.version ?? 0) + 1 })}
      </h2>
      <div className="grid gap-4 xl:grid-cols-2">
        {LANGUAGES.map((language) => (
          <fieldset key={language} className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-slate-300">
              {t(`policies.language_${language}`)}
            </legend>
            <Field label={t('policies.title')} error={errorOf(`contents.${language}.title`)}>
              <input
                value={texts[language].title}
                onChange={(event) => set(language, 'title', event.target.value)}
                className={inputClass}
              />
            </Field>
            <Field
              label={t('policies.body')}
              hint={t('policies.body_hint')}
              error={errorOf(`contents.${language}.body`)}
            >
              <MarkdownField
                value={texts[language].body}
                onChange={(value) => set(language, 'body', value)}
              />
            </Field>
          </fieldset>
        ))}
      </div>
      <Button type="submit" variant="primary" busy={publish.isPending} className="self-start">
        {t('policies.publish')}
      </Button>
    </form>
  );
}
