/** Light or dark, or following the system until the visitor chooses. Kept in a cookie so the server renders it. */
export const THEME_COOKIE = 'theme';
export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
