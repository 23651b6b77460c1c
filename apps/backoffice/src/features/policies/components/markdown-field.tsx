import { useState } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field';

/**
 * A Markdown editor field: the source in a textarea, and a preview rendered as the player app
 * renders it (react-markdown, raw HTML skipped). `id` and aria attributes come from Field.
 */
export function MarkdownField({
  value,
  onChange,
  ...aria
}: {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <div role="group" className="flex gap-1 text-xs">
        <button
          type="button"
          aria-pressed={!preview}
          onClick={() => setPreview(false)}
          className="rounded px-2 py-1 aria-pressed:bg-slate-800"
        >
          {t('policies.write')}
        </button>
        <button
          type="button"
          aria-pressed={preview}
          onClick={() => setPreview(true)}
          className="rounded px-2 py-1 aria-pressed:bg-slate-800"
        >
          {t('policies.preview')}
        </button>
      </div>
      {preview ? (
        <div
          data-testid="markdown-preview"
          className="prose-sm min-h-48 rounded-md border border-slate-700 p-3 text-sm text-slate-200 [&_h1]:text-lg [&_h2]:mt-3 [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:my-2"
        >
          <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml>
            {value}
          </ReactMarkdown>
        </div>
      ) : (
        <textarea
          {...aria}
          value={value}
          rows={14}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} font-mono`}
        />
      )}
    </div>
  );
}
