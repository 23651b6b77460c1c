import { useTranslation } from 'react-i18next';
import { SidebarNav } from './sidebar-nav';

export function DesktopSidebar({ onOpenSupport }: { onOpenSupport: () => void }) {
  const { t } = useTranslation();
  return (
    <aside
      data-testid="sidebar"
      aria-label={t('layout.sidebar.label')}
      className="fixed top-16 bottom-0 left-0 z-20 flex w-64 flex-col overflow-y-auto border-r border-slate-800 bg-slate-900"
    >
      <SidebarNav onOpenSupport={onOpenSupport} showLanguageSwitcher={false} />
    </aside>
  );
}
