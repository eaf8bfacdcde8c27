/**
 * The desktop main menu, above 1280 px (spec §2.2, §9): a row of disclosure
 * buttons, each opening a panel of columns (at least 270 px wide, 8 px apart,
 * 16 px margin). Hover opens; leaving closes after 200 ms, so a pointer
 * crossing the gap to the panel does not lose it. Keyboard: Enter, Space or
 * ArrowDown opens (ArrowDown also moves into the panel), Escape closes and
 * returns focus to the button, Tab walks through the links in reading order.
 * Closed panels stay in the HTML (hidden), so crawlers see every link.
 */
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { type NavItem, type NavNode, splitSection } from '../../contract/navigation.ts';
import { EditNavButton, EditOnly } from '../features/nav-editor/nav-editor.tsx';
import { useT } from '../i18n.tsx';
import { NavEntry, NavItemLabel } from './nav-entry.tsx';
import { useCloseOnNavigation } from './use-close-on-navigation.ts';

export const MEGA_MENU_CLOSE_DELAY_MS = 200;

type OpenedBy = 'hover' | 'click';

export function MegaMenu({ tree }: { tree: NavNode[] }) {
  const t = useT();
  const [open, setOpen] = useState<{ id: number; by: OpenedBy } | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeLater = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), MEGA_MENU_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  useCloseOnNavigation(() => setOpen(null));

  // A click or tap anywhere outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && open?.by === 'hover') closeLater();
  };

  return (
    <nav ref={navRef} aria-label={t.header.mainMenu} onPointerEnter={cancelClose} onPointerLeave={onPointerLeave}>
      <ul className="flex items-center gap-1">
        {tree.map((node) =>
          node.children.length === 0 ? (
            <li key={node.item.nav_item_id}>
              <NavEntry item={node.item} absolute className={TRIGGER_CLASSES} />
            </li>
          ) : (
            <MenuSection
              key={node.item.nav_item_id}
              node={node}
              isOpen={open?.id === node.item.nav_item_id}
              openedBy={open?.id === node.item.nav_item_id ? open.by : null}
              onOpen={(by) => {
                cancelClose();
                setOpen({ id: node.item.nav_item_id, by });
              }}
              onClose={() => setOpen(null)}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

const TRIGGER_CLASSES =
  'rounded-card px-3 py-2 text-sm font-medium text-fg hover:bg-surface-2 aria-expanded:bg-surface-2 transition-colors duration-150';

function MenuSection({
  node,
  isOpen,
  openedBy,
  onOpen,
  onClose,
}: {
  node: NavNode;
  isOpen: boolean;
  openedBy: OpenedBy | null;
  onOpen: (by: OpenedBy) => void;
  onClose: () => void;
}) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const focusFirstLink = () => {
    // The panel is shown on the next render; focus once it is there.
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a, [tabindex]')?.focus());
  };

  const closeAndReturn = () => {
    onClose();
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onOpen('click');
      focusFirstLink();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      closeAndReturn();
    }
  };

  return (
    <li
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing past the last link of the panel closes it.
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse' && !isOpen) onOpen('hover');
        }}
        onClick={() => {
          // A click on a menu the pointer just opened keeps it open instead of closing it again.
          if (isOpen && openedBy === 'click') onClose();
          else onOpen('click');
        }}
        className={`inline-flex items-center gap-1 ${TRIGGER_CLASSES}`}
      >
        <NavItemLabel item={node.item} />
        <ChevronDown
          aria-hidden="true"
          className={`size-4 text-muted transition-transform duration-150 ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-40 border-y border-line bg-surface shadow-lg"
      >
        <div className="mx-auto max-w-7xl px-4">
          <MegaMenuColumns node={node} />
          <SectionEditor item={node.item} />
        </div>
      </div>
    </li>
  );
}

/** For link editors: the section itself (its trigger is a button, which holds no other button). */
function SectionEditor({ item }: { item: NavItem }) {
  const t = useT();
  return (
    <EditOnly>
      <p className="-mt-2 mb-3 flex items-center gap-1 px-4 text-xs text-muted">
        {item.translated_name}
        <EditNavButton item={item} />
        <span className="sr-only">{t.header.navSection}</span>
      </p>
    </EditOnly>
  );
}

/** Plain links of the section first, then one column per sub-group with its heading. */
function MegaMenuColumns({ node }: { node: NavNode }) {
  const { links, groups } = splitSection(node);
  return (
    <div className="m-4 grid auto-cols-[minmax(270px,max-content)] grid-flow-col gap-2" data-testid="mega-menu-columns">
      {links.length > 0 && <LinkColumn items={links.map((n) => n.item)} />}
      {groups.map((group) => (
        <LinkColumn key={group.item.nav_item_id} heading={group.item} items={group.children.map((n) => n.item)} />
      ))}
    </div>
  );
}

function LinkColumn({ heading, items }: { heading?: NavItem; items: NavItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={heading ? headingId : undefined} className="min-w-[270px] py-2">
      {heading && (
        <div className="mb-2 flex items-center gap-1">
          {/* A label, not a heading: the menu sits before each page's h1, and its columns are no part of the page's outline. */}
          <p id={headingId} className="flex items-center gap-2 px-2 text-xs font-semibold uppercase text-muted">
            <NavItemLabel item={heading} />
          </p>
          <EditNavButton item={heading} />
        </div>
      )}
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => (
          <li key={item.nav_item_id}>
            <NavEntry
              item={item}
              absolute
              className="w-full rounded-card px-2 py-2 text-sm text-fg hover:bg-surface-2"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
