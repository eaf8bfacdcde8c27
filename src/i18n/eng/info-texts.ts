/**
 * The information pages' prose (about, the overhaul, help, the API help, support, accessibility): not
 * in the dictionary every page loads, but loaded by those pages with their data (src/i18n/info.ts).
 */
import { about } from './about.ts';
import { accessibility } from './accessibility.ts';
import { apiHelp } from './api-help.ts';
import { helpCenter } from './help-center.ts';
import { overhaul } from './overhaul.ts';
import { supportCenter } from './support-center.ts';

/** English is the reference: every other locale has exactly these sections and keys. */
export const infoTexts = {
  about,
  overhaul,
  helpCenter,
  apiHelp,
  supportCenter,
  accessibility,
};
export type InfoTexts = typeof infoTexts;
