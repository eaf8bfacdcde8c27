import { X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useT } from '../i18n.tsx';
import { Button } from './button.tsx';

const box =
  'fixed inset-x-4 top-[8vh] mx-auto max-h-[84vh] overflow-y-auto rounded-card border border-line bg-surface p-6 text-fg shadow-lg focus:outline-none';
/** A drawer slides in from the end edge (the left in Hebrew) and takes the whole width of a phone. */
const drawer =
  'fixed inset-y-0 end-0 z-50 h-full w-full max-w-2xl overflow-y-auto border-s border-line bg-surface p-6 text-fg shadow-lg focus:outline-none';

/**
 * Our dialogs open from state, not from a Radix trigger, so Radix has nowhere to give the focus back
 * when one closes and leaves it on the page's body: a keyboard user starts again from the top. These
 * handlers note what had the focus as the dialog opened and give it back as it closes.
 */
function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      // Gone with what the dialog did (a removed entry): Radix's own choice then.
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}

/**
 * A dialog with its title, an optional intro and a close button. Some must not
 * close on a click outside them (spec §2.7, §2.9): a half-written form is not
 * lost to a stray click.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  keepOnOutsideClick = false,
  wide = false,
  placement = 'center',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  keepOnOutsideClick?: boolean;
  wide?: boolean;
  /** 'side': a drawer (the Profile Updater's). */
  placement?: 'center' | 'side';
  children: ReactNode;
}) {
  const t = useT();
  const keep = (event: Event) => keepOnOutsideClick && event.preventDefault();
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-canvas/80 backdrop-blur-sm" />
        <Dialog.Content
          className={placement === 'side' ? drawer : `${box} z-50 ${wide ? 'max-w-2xl' : 'max-w-lg'}`}
          onPointerDownOutside={keep}
          onInteractOutside={keep}
          {...focusReturn}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t.privacy.close}
              className="-me-2 -mt-2 inline-flex size-10 shrink-0 items-center justify-center rounded-card text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A yes/no question before something that changes or throws away work. Pages ask it through
 * `ConfirmDialog` (confirm-dialog.tsx), which loads this code the first time the question opens.
 */
export function ConfirmAlert({
  open,
  title,
  description,
  confirm,
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description?: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const focusReturn = useFocusReturn();
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-canvas/60" />
        <AlertDialog.Content
          className={`${box} z-[70] max-w-md`}
          {...focusReturn}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t.privacy.cancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
                {confirm}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
