import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { useBonusTemplates } from '../api/bonus-templates';
import { TemplateForm } from './template-form';

/** /bonuses/templates/new creates a template; /bonuses/templates/{id} edits one. */
export default function TemplatePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const templates = useBonusTemplates();
  const isNew = id === 'new';
  const back = (
    <Link to="/bonuses/templates" className="text-sm text-amber-300 hover:underline">
      {t('bonuses.back_to_templates')}
    </Link>
  );
  if (templates.isPending) return <Loading />;
  if (templates.isError)
    return <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  const template = isNew ? undefined : templates.data.items.find((item) => String(item.id) === id);
  if (!isNew && !template)
    return (
      <section>
        {back}
        <Empty text={t('bonuses.template_not_found')} />
      </section>
    );
  return (
    <section>
      {back}
      <PageHeader
        title={
          template
            ? t('bonuses.edit_template', { title: template.texts.en.title })
            : t('bonuses.new_template')
        }
      />
      <TemplateForm
        key={template?.id ?? 'new'}
        template={template}
        currency={templates.data.items[0]?.conditions.currency}
        onSaved={(saved) => {
          if (isNew) void navigate(`/bonuses/templates/${saved.id}`, { replace: true });
        }}
      />
    </section>
  );
}
