import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { useLocalizedPath } from '../../../../lib/use-locale';
import { closeWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';

/** Personal-data view (spec §2, §8): verification comes first; the profile is where it is done. */
export function PersonalDataView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  return (
    <div className="flex flex-col gap-4" data-testid="personal-data-view">
      <AlertBox variant="warning">{t('VerifyModal.personal.error')}</AlertBox>
      <button
        type="button"
        data-testid="personal-data-profile"
        onClick={() => {
          closeWalletPanel();
          void navigate(localizedPath('/profile'));
        }}
        className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('VerifyModal.personal.to_profile')}
      </button>
    </div>
  );
}
