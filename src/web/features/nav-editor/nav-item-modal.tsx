/**
 * The floating 'Edit Navigation Item' modal (spec §2.10): loaded, with its form and its texts, the
 * first time a link editor opens one, not with the pages every visitor loads.
 */
import { useRef } from 'react';
import type { NavItem } from '../../../contract/navigation.ts';
import { useT } from '../../i18n.tsx';
import { Modal } from '../../ui/modal.tsx';
import { draftOf, NavItemForm, type NavItemFormHandle } from './nav-item-form.tsx';

export function NavItemModal({ item, onCancel, onDone }: { item: NavItem; onCancel: () => void; onDone: () => void }) {
  const t = useT();
  // The X and Escape close through the form, as its Cancel does: with a change, it asks first (spec §2.10).
  const form = useRef<NavItemFormHandle>(null);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && form.current?.requestClose()}
      title={t.navEditor.title}
      keepOnOutsideClick
      wide
    >
      <NavItemForm ref={form} initial={draftOf(item)} floating onCancel={onCancel} onDone={onDone} />
    </Modal>
  );
}
