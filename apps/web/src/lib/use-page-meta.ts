import { useEffect } from 'react';
import { fillSeoTemplate, SEO_STRINGS, type SeoPageKind } from '@wheelhouse/contracts/seo';
import { useLocale } from './use-locale';

/** A page's kind and its template values (a game's title and provider, a category's title…). */
export interface PageMeta {
  kind: SeoPageKind;
  values?: Record<string, string>;
}

/**
 * Keeps the document's title and description what the server would send for this page
 * (packages/contracts/src/seo.ts), so client-side navigation retitles the tab as a full load does.
 * `null` leaves them as they are (the page's subject is still loading).
 */
export function usePageMeta(meta: PageMeta | null): void {
  const locale = useLocale();
  const kind = meta?.kind;
  const values = JSON.stringify(meta?.values ?? {});
  useEffect(() => {
    if (!kind) return;
    const text = SEO_STRINGS[locale][kind];
    const filled = JSON.parse(values) as Record<string, string>;
    document.title = fillSeoTemplate(text.title, filled);
    const description = fillSeoTemplate(text.description, filled);
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [locale, kind, values]);
}
