/**
 * The drawer of the main menu (nav-drawer.tsx), loaded on demand: the sections as accordions that
 * appear 50 ms apart, and an 'Appearance' theme toggle. Radix Dialog traps focus, closes on Escape;
 * focus goes back to the menu button.
 */
import { ChevronDown, X } from 'lucide-react';
import { Accordion, Dialog } from 'radix-ui';
import type { CSSProperties } from 'react';
import { mainNavTree, type NavItem, type NavNode, splitSection } from '../../contract/navigation.ts';
import { EditNavButton } from '../features/nav-editor/nav-editor.tsx';
import { useT } from '../i18n.tsx';
import { focusBackOnClose, type PopupProps } from '../ui/popup-trigger.ts';
import { NavEntry, NavItemLabel } from './nav-entry.tsx';
import { NavPlaceholders, WithNavItems } from './navigation-data.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export function NavDrawerPanel({ trigger, open, onOpenChange }: PopupProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="wh-overlay fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={focusBackOnClose(trigger)}
          className="wh-drawer fixed inset-y-0 start-0 z-50 flex w-[min(22rem,calc(100vw-3rem))] flex-col border-e border-line bg-surface shadow-xl"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="text-base font-semibold">{t.header.menuTitle}</Dialog.Title>
            <Dialog.Close
              aria-label={t.header.closeMenu}
              className="inline-flex size-10 items-center justify-center rounded-card text-fg hover:bg-surface-2"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t.header.mainMenu} className="flex-1 overflow-y-auto p-2">
            <WithNavItems placeholder={<NavPlaceholders layout="column" />}>
              {(items) => <DrawerSections tree={mainNavTree(items)} />}
            </WithNavItems>
          </nav>
          <div className="shrink-0 border-t border-line p-4">
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium">{t.header.appearance}</span>
              <ThemeToggle />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerSections({ tree }: { tree: NavNode[] }) {
  const sections = tree.filter((n) => n.children.length > 0);
  const links = tree.filter((n) => n.children.length === 0);
  return (
    <>
      <Accordion.Root type="multiple" className="flex flex-col">
        {sections.map((node, index) => (
          <Accordion.Item
            key={node.item.nav_item_id}
            value={String(node.item.nav_item_id)}
            className="wh-drawer-section border-b border-line last:border-b-0"
            style={{ '--wh-stagger-index': index } as CSSProperties}
          >
            <Accordion.Header className="flex items-center">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-2 rounded-card px-3 py-3 text-start font-medium text-fg hover:bg-surface-2">
                <span className="inline-flex items-center gap-2">
                  <NavItemLabel item={node.item} />
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 text-muted transition-transform duration-150 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
              <EditNavButton item={node.item} />
            </Accordion.Header>
            <Accordion.Content className="pb-3">
              <SectionLinks node={node} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      {links.length > 0 && (
        <ul className="mt-2 flex flex-col">
          {links.map((node) => (
            <li key={node.item.nav_item_id}>
              <NavEntry item={node.item} className={LINK_CLASSES} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const LINK_CLASSES = 'w-full rounded-card px-3 py-2 text-sm text-fg hover:bg-surface-2';

function SectionLinks({ node }: { node: NavNode }) {
  const { links, groups } = splitSection(node);
  return (
    <div className="flex flex-col gap-3 ps-3">
      {links.length > 0 && <LinkList items={links.map((n) => n.item)} />}
      {groups.map((group) => (
        <div key={group.item.nav_item_id}>
          <div className="flex items-center gap-1">
            <p className="flex items-center gap-2 px-3 pt-1 pb-1 text-xs font-semibold uppercase text-muted">
              <NavItemLabel item={group.item} />
            </p>
            <EditNavButton item={group.item} />
          </div>
          <LinkList items={group.children.map((n) => n.item)} />
        </div>
      ))}
    </div>
  );
}

function LinkList({ items }: { items: NavItem[] }) {
  return (
    <ul className="flex flex-col">
      {items.map((item) => (
        <li key={item.nav_item_id}>
          <NavEntry item={item} className={LINK_CLASSES} />
        </li>
      ))}
    </ul>
  );
}
