import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { Modal } from '../../../components/ui/modal';
import { countryName } from '../../../lib/region/country-name';
import { clearRegion, type RegionRestriction } from '../../../lib/region/region-state';
import { useMe } from '../../../lib/session/get-me';
import { siteConfig } from '../../../lib/site-config';
import { balanceQueryOptions } from '../../../lib/wallet/get-balance';

const COMMUNITY_URL = siteConfig.social.find((network) => network.id === 'telegram')?.url ?? '/';

/**
 * The region-restriction dialog (shell spec §4 "Global error states", §8): the country and the
 * address the server saw (copyable, for support), a retry and the community button. A balance the
 * server answers clears it (lib/wallet/get-balance), which is what retry asks for; a guest has no
 * balance, so their retry closes it and the next refused call opens it again.
 */
export function RegionDialog({ region }: { region: RegionRestriction }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const signedIn = Boolean(useMe().data);
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    if (!signedIn) {
      clearRegion();
      return;
    }
    setRetrying(true);
    try {
      await queryClient.fetchQuery({ ...balanceQueryOptions, staleTime: 0 });
    } catch {
      // Still refused (or offline): the dialog stays.
    } finally {
      setRetrying(false);
    }
  }

  return (
    <Modal
      title={t('region.title')}
      onClose={() => undefined}
      closeOnOverlayClick={false}
      showClose={false}
      testId="region-dialog"
    >
      <p className="text-sm text-slate-300">{t('region.text')}</p>
      <dl className="mt-4 grid gap-3 rounded-xl border border-slate-800 bg-slate-950/60 p-4 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-400">{t('region.country')}</dt>
          <dd className="text-right font-semibold text-white">
            {countryName(region.country, i18n.language)}{' '}
            <span className="font-mono text-slate-400" data-testid="region-country">
              {region.country}
            </span>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-400">{t('region.ip')}</dt>
          <dd className="flex min-w-0 items-center gap-2">
            <span className="truncate font-mono text-white" data-testid="region-ip">
              {region.ip}
            </span>
            <CopyButton value={region.ip} label={t('region.ip')} />
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <button
          type="button"
          data-autofocus
          onClick={() => void retry()}
          disabled={retrying}
          data-testid="region-retry"
          className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-60 sm:flex-1"
        >
          {t('region.retry')}
        </button>
        <a
          href={COMMUNITY_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-xl border border-slate-700 px-4 py-3 text-center font-semibold text-slate-100 hover:bg-slate-800 sm:flex-1"
        >
          {t('region.community')}
        </a>
      </div>
    </Modal>
  );
}
