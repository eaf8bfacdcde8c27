/**
 * The chat as any page sees it (spec §2.11, §2.15): the open popups and the controls over them, and
 * the browser events that open a conversation or tell of a new message. The provider that fills it
 * (chat-provider.tsx) loads for signed-in members only (member-live.tsx).
 */
import { createContext, useContext } from 'react';

/** Raised on window when the member saves their notification settings: the chat re-reads whether to play its sound. */
export const SETTINGS_CHANGED_EVENT = 'wh-notification-settings';

export const OPEN_CHAT_EVENT = 'open-chat-popup';
export const MESSAGE_EVENT = 'chat-message-new';

export interface Popup {
  channelId: string;
  minimised: boolean;
}

export interface ChatControls {
  popups: Popup[];
  /** Opens the popup, or brings an open one forward and expands it: the newest, focused, always in view. */
  open(channelId: string): void;
  close(channelId: string): void;
  toggleMinimised(channelId: string): void;
  /** A window shows this conversation until the returned function is called. */
  watch(channelId: string): () => void;
  /** Grows with every open(): a popup then asks claimFocus whether the focus is its to take. */
  focusSeq: number;
  /** True once for the popup opened last (a restored or re-shown popup takes no focus). */
  claimFocus(channelId: string): boolean;
}

export const ChatContext = createContext<ChatControls>({
  popups: [],
  open() {},
  close() {},
  toggleMinimised() {},
  watch: () => () => {},
  focusSeq: 0,
  claimFocus: () => false,
});
export const useChat = () => useContext(ChatContext);

/**
 * Opens a conversation's popup from any code: the §2.15 browser event. `opener` gets the focus back when
 * the popup closes (what had it when the member asked, if a busy button has let it go since).
 */
export function openChatPopup(channelId: string, opener: Element | null = document.activeElement) {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail: { channelId, opener } }));
}
