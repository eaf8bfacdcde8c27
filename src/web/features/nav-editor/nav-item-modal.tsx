/**
 * The floating 'Edit Navigation Item' modal (spec §2.10): loaded, with its form and its texts, the
 * first time a link editor opens one, not with the pages every visitor loads.
 */
import type { NavItem } from '../../../contract/navigation.ts';
import { useT } from '../../i18n.tsx';
import { Modal } from '../../ui/modal.tsx';
import { draftOf, NavItemForm } from './nav-item-form.tsx';

export function NavItemModal({ item, onCancel, onDone }: { item: NavItem; onCancel: () => void; onDone: () => void }) {
  const t = useT();
  return (
    <Modal open onOpenChange={(open) => !open && onCancel()} title={t.navEditor.title} keepOnOutsideClick wide>
      <NavItemForm initial={draftOf(item)} floating onCancel={onCancel} onDone={onDone} />
    </Modal>
  );
}
