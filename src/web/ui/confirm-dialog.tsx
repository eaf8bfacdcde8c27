/**
 * A yes/no question before something that changes or throws away work (ui/modal.tsx `ConfirmAlert`).
 * Many pages may ask one and most visits never do: the dialog's code (Radix's alert dialog and its
 * scroll lock, about 14 KB gzip) loads the first time the question opens, not with the page.
 */
import { type ComponentProps, useState } from 'react';
import type { ConfirmAlert } from './modal.tsx';
import { onDemand } from './on-demand.tsx';

const Alert = onDemand(() => import('./modal.tsx').then((m) => m.ConfirmAlert));

export function ConfirmDialog(props: ComponentProps<typeof ConfirmAlert>) {
  // Kept once it has opened, so that it closes as a dialog does and gives the focus back.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <Alert {...props} /> : null;
}
