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

/**
 * "Ana Lima" → "AL"; "Lingua Translations" → "LT"; "Costa & Silva" → "CS"; one
 * word → its first letter; nothing → "?". Only words that hold a letter or a
 * digit count, and each gives its first letter or digit: "&", "-" or "(Lda.)"'s
 * bracket would otherwise stand for a company's name ("C&").
 */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((first): first is string => first !== undefined)
    .slice(0, 2)
    .map((first) => first.toLocaleUpperCase());
  return letters.join('') || '?';
}
