import { useTranslation } from 'react-i18next';
import { Drawer } from '../../components/ui/drawer';
import { CloseMenuIcon, Logo } from './icons';
import { SidebarNav } from './sidebar-nav';

interface MobileSidebarProps {
  onClose: () => void;
  onOpenSupport: () => void;
}

/** The sidebar as a drawer on phones, opened from the tab bar's menu button. */
export function MobileSidebar({ onClose, onOpenSupport }: MobileSidebarProps) {
  const { t } = useTranslation();
  return (
    <Drawer label={t('layout.sidebar.label')} onClose={onClose} testId="sidebar">
      <div className="flex items-center justify-between border-b border-slate-800 p-3">
        <span className="flex items-center gap-2 font-extrabold text-white">
          <Logo />
          {t('layout.brand')}
        </span>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('layout.sidebar.close')}
          className="rounded-lg p-2 text-slate-400 hover:bg-slate-800 hover:text-white"
        >
          <CloseMenuIcon />
        </button>
      </div>
      <SidebarNav onOpenSupport={onOpenSupport} showLanguageSwitcher />
    </Drawer>
  );
}
