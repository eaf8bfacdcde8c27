/** Every locale's dictionary, for the server (the browser loads one at a time through index.ts). */
import type { Locale } from '../contract/locales.ts';
import { dictionary as deu } from './deu/index.ts';
import { infoTexts as deuInfo } from './deu/info-texts.ts';
import { type Dictionary, dictionary as eng } from './eng/index.ts';
import { infoTexts as engInfo, type InfoTexts } from './eng/info-texts.ts';
import { dictionary as esl } from './esl/index.ts';
import { infoTexts as eslInfo } from './esl/info-texts.ts';
import { dictionary as fra } from './fra/index.ts';
import { infoTexts as fraInfo } from './fra/info-texts.ts';
import { dictionary as heb } from './heb/index.ts';
import { infoTexts as hebInfo } from './heb/info-texts.ts';
import { dictionary as ita } from './ita/index.ts';
import { infoTexts as itaInfo } from './ita/info-texts.ts';
import { dictionary as por } from './por/index.ts';
import { infoTexts as porInfo } from './por/info-texts.ts';

export const dictionaries: Record<Locale, Dictionary> = { deu, eng, esl, fra, heb, ita, por };
/** The information pages' prose in every locale (info.ts loads one for a page). */
export const infoTexts: Record<Locale, InfoTexts> = {
  deu: deuInfo,
  eng: engInfo,
  esl: eslInfo,
  fra: fraInfo,
  heb: hebInfo,
  ita: itaInfo,
  por: porInfo,
};
