import type { InfoTexts } from '../eng/info-texts.ts';
import { about } from './about.ts';
import { accessibility } from './accessibility.ts';
import { apiHelp } from './api-help.ts';
import { helpCenter } from './help-center.ts';
import { overhaul } from './overhaul.ts';
import { supportCenter } from './support-center.ts';

export const infoTexts: InfoTexts = {
  about,
  overhaul,
  helpCenter,
  apiHelp,
  supportCenter,
  accessibility,
};
