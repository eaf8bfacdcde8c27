/**
 * In-place navigation editing (spec §2.10): link editors (and admins) see an
 * edit icon beside navigation items in the header, mega-menu, drawer and
 * profile menu; it opens the floating 'Edit Navigation Item' modal. After a
 * save the links are fetched again and the editor closes (other processes are
 * told by the server).
 */
import { Pencil } from 'lucide-react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { NavItem } from '../../../contract/navigation.ts';
import { fmt } from '../../../i18n/types.ts';
import { useT } from '../../i18n.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { useViewer } from '../../viewer.ts';

/** The modal with the form for one item: its code (and the modal's) loads when a link editor first opens one. */
const ItemEditor = onDemand(() => import('./nav-item-modal.tsx').then((m) => m.NavItemModal));

const EditContext = createContext<((item: NavItem) => void) | null>(null);

export function NavEditorProvider({ children }: { children: ReactNode }) {
  const { roles } = useViewer();
  const revalidator = useRevalidator();
  const [item, setItem] = useState<NavItem | null>(null);
  // Keyed by item, so opening another starts from that item's values.
  const close = () => setItem(null);
  if (!roles.isAllowedLinkEditors) return children;
  return (
    <EditContext.Provider value={setItem}>
      {children}
      {item && (
        <ItemEditor
          key={item.nav_item_id}
          item={item}
          onCancel={close}
          onDone={() => {
            close();
            void revalidator.revalidate();
          }}
        />
      )}
    </EditContext.Provider>
  );
}

/** Shows its children to link editors only. */
export function EditOnly({ children }: { children: ReactNode }) {
  return useContext(EditContext) ? children : null;
}

/** The edit icon beside an item, for link editors only; nothing for everyone else. */
export function EditNavButton({ item, className = '' }: { item: NavItem; className?: string }) {
  const edit = useContext(EditContext);
  const t = useT();
  if (!edit) return null;
  return (
    <button
      type="button"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        edit(item);
      }}
      aria-label={fmt(t.header.editNavItem, { name: item.translated_name })}
      title={fmt(t.header.editNavItem, { name: item.translated_name })}
      className={`inline-flex size-7 shrink-0 items-center justify-center rounded text-muted hover:bg-surface-2 hover:text-fg ${className}`}
    >
      <Pencil aria-hidden="true" className="size-3.5" />
    </button>
  );
}
