/**
 * The main menu at 1280 px and below (spec §2.2, §9): a hamburger opening a drawer from the start
 * side (left, right in Hebrew). The drawer's code loads on demand (nav-drawer-panel.tsx).
 */
import './motion.css';
import { Menu } from 'lucide-react';
import { useT } from '../i18n.tsx';
import { onDemand } from '../ui/on-demand.tsx';
import { usePopupTrigger } from '../ui/popup-trigger.ts';
import { useCloseOnNavigation } from './use-close-on-navigation.ts';

const NavDrawerPanel = onDemand(() => import('./nav-drawer-panel.tsx').then((m) => m.NavDrawerPanel));

export function NavDrawer() {
  const t = useT();
  const popup = usePopupTrigger(NavDrawerPanel.preload);
  useCloseOnNavigation(() => popup.setOpen(false));

  return (
    <>
      <button
        {...popup.triggerProps}
        aria-label={t.header.openMenu}
        className="inline-flex size-10 max-[359px]:size-9 shrink-0 items-center justify-center rounded-card text-fg hover:bg-surface-2 min-[1281px]:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {popup.used && <NavDrawerPanel {...popup.popupProps} />}
    </>
  );
}
