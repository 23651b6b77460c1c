import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FilterBar, SearchFilter } from '../../../components/ui/filters';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/list-banners';
import { useUpdateBanner } from '../api/update-banner';
import { BannerForm } from './banner-form';
import { BannerPreview } from './banner-preview';

const FILTERS = ['place'] as const;

/** Banners by place and order, each drawn as the player sees it; switch on, off or delete. */
export default function BannersPage() {
  const { t, i18n } = useTranslation();
  const params = useListParams(FILTERS);
  const banners = useBanners(params.filters.place);
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const done = {
    onSuccess: () => toast.success(t('common.saved')),
    onError: (error: unknown) => toast.error(errorMessage(t, error)),
  };
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={t('nav.banners')} />
      <FilterBar>
        <SearchFilter
          label={t('content.place')}
          value={params.filters.place}
          onChange={(value) => params.setFilter('place', value)}
        />
      </FilterBar>
      {banners.isPending ? (
        <Loading />
      ) : banners.isError ? (
        <ErrorState error={banners.error} onRetry={() => void banners.refetch()} />
      ) : banners.data.items.length === 0 ? (
        <Empty />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="banners">
          {banners.data.items.map((banner) => {
            const text = banner.texts[i18n.language] ?? banner.texts.en;
            return (
              <li
                key={banner.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-800 p-3 text-sm"
              >
                <BannerPreview
                  imageUrl={banner.imageUrl}
                  title={text?.title ?? ''}
                  subtitle={text?.subtitle}
                />
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={banner.active ? 'good' : 'neutral'}>
                    {t(banner.active ? 'payments.active' : 'payments.inactive')}
                  </Badge>
                  <span className="text-slate-400">
                    {banner.place} · {banner.sortOrder}
                    {banner.startsAt || banner.endsAt
                      ? ` · ${formatDateTime(banner.startsAt)} – ${formatDateTime(banner.endsAt)}`
                      : ''}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button
                    onClick={() =>
                      update.mutate({ id: banner.id, body: { active: !banner.active } }, done)
                    }
                  >
                    {t(banner.active ? 'content.switch_off' : 'content.switch_on')}
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => {
                      if (window.confirm(t('content.delete_confirm')))
                        remove.mutate(banner.id, done);
                    }}
                  >
                    {t('content.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <section aria-labelledby="new-banner" className="rounded-lg border border-slate-800 p-4">
        <h2 id="new-banner" className="mb-3 font-semibold">
          {t('content.new_banner')}
        </h2>
        <BannerForm />
      </section>
    </section>
  );
}
