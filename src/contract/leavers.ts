/**
 * A member who deleted their account is named so wherever what they shared with others stays:
 * a conversation, an awarded quote, a job others quoted on, a review they gave (decision 102).
 * The API speaks English; pages show the reader's words for it (web/member-names.ts).
 */
export const DELETED_MEMBER = 'Deleted member';
