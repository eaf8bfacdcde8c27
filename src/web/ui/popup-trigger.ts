/**
 * A button that opens a popup (a popover or a drawer) whose code loads on demand (decision 041):
 * the button is in the page's first load, the popup's code (Radix and the popup's own) is fetched
 * when a visitor points at, focuses or touches the button, and shown once it arrives. The popup
 * module renders Radix's Root without its Trigger, anchored to this button (`AnchoredPopover`),
 * and gives focus back to it on close (`focusBackOnClose`).
 */
import { type RefObject, useCallback, useRef, useState } from 'react';

/** What a popup module receives from its button. */
export interface PopupProps {
  trigger: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface PopupTrigger {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Opened at least once: the popup stays rendered from then on, so it animates out when it closes. */
  used: boolean;
  /** Spread on the popup. */
  popupProps: PopupProps;
  /** Spread on the button: what Radix's Trigger would give it. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    'data-state': 'open' | 'closed';
    onClick: () => void;
    onPointerEnter: () => void;
    onFocus: () => void;
    onTouchStart: () => void;
  };
}

export function usePopupTrigger(preload: () => void): PopupTrigger {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpenState] = useState(false);
  const [used, setUsed] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) setUsed(true);
    setOpenState(next);
  }, []);
  return {
    open,
    setOpen,
    used,
    popupProps: { trigger, open, onOpenChange: setOpen },
    triggerProps: {
      ref: trigger,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'data-state': open ? 'open' : 'closed',
      onClick: () => setOpen(!open),
      onPointerEnter: preload,
      onFocus: preload,
      onTouchStart: preload,
    },
  };
}

/** For a popup's `onCloseAutoFocus`: focus goes back to the button that opened it, as with Radix's Trigger. */
export function focusBackOnClose(trigger: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
}
