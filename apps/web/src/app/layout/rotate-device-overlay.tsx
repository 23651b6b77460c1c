import { useTranslation } from 'react-i18next';
import { RotateIcon } from './icons';

/** Shown by CSS alone (index.css) on touch phones held sideways. */
export function RotateDeviceOverlay() {
  const { t } = useTranslation();
  return (
    <div className="rotate-device-overlay fixed inset-0 z-[60] flex-col items-center justify-center gap-4 bg-slate-950 p-6 text-center text-lg text-white">
      <RotateIcon />
      <p>{t('layout.rotate_device')}</p>
    </div>
  );
}
