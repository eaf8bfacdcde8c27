/**
 * Radix's Popover anchored to a button of the page's first load (`usePopupTrigger`) rather than to
 * its own Trigger, so the popover's code can load on demand (decision 041). It behaves as with a
 * Trigger: a press on the button toggles it rather than counting as a click outside, and focus
 * goes back to the button when it closes, unless the visitor clicked or tabbed elsewhere.
 */
import { Popover } from 'radix-ui';
import { type ComponentProps, type RefObject, useRef } from 'react';
import type { PopupProps } from './popup-trigger.ts';

export function AnchoredPopover({
  trigger,
  open,
  onOpenChange,
  children,
  ...content
}: PopupProps & Omit<ComponentProps<typeof Popover.Content>, 'onInteractOutside' | 'onCloseAutoFocus'>) {
  const leftElsewhere = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      {/* Read only once the popover is open, when the button is in the document. */}
      <Popover.Anchor virtualRef={trigger as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          {...content}
          onInteractOutside={(event) => {
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
            else leftElsewhere.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leftElsewhere.current) trigger.current?.focus();
            leftElsewhere.current = false;
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
