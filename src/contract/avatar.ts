/**
 * How a member is pictured (spec §5 "Avatar image"): their photo when it is a
 * real one, by one rule for the directory cards, the profile, the profile menu
 * and the chat. Without one, the signed-in member's own avatar in the profile
 * menu (§2.5) falls back as §5 says, to the browser-session image,
 * resource_image_url and the default image (web/shell/profile-menu-rules.ts);
 * other members, whom §5 does not cover, show their initials (decision 125).
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
