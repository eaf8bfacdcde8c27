/**
 * How a member is pictured everywhere (spec §5 "Avatar image"): their photo
 * when it is a real one, otherwise their initials. One rule for the directory
 * cards, the profile, the profile menu and the chat.
 */

/**
 * A photo counts only if it is not blank, starts with 'http' or '/', and names
 * neither 'default' nor 'placeholder' (stock images); otherwise null.
 */
export function usablePhotoUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value || !(value.startsWith('http') || value.startsWith('/'))) return null;
  return /default|placeholder/i.test(value) ? null : value;
}

/** "Ana Lima" → "AL"; "Lingua Translations" → "LT"; one word → its first letter; nothing → "?". */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase());
  return letters.join('') || '?';
}
