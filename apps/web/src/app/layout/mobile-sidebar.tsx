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
      {/* A link followed from the menu closes it, even one to the page already open. */}
      <div
        className="flex flex-1 flex-col"
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
        }}
      >
        <SidebarNav onOpenSupport={onOpenSupport} showLanguageSwitcher />
      </div>
    </Drawer>
  );
}
