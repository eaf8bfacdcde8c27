/** Every locale's dictionary, for the server (the browser loads one at a time through index.ts). */
import type { Locale } from '../contract/locales.ts';
import { dictionary as deu } from './deu/index.ts';
import { type Dictionary, dictionary as eng } from './eng/index.ts';
import { dictionary as esl } from './esl/index.ts';
import { dictionary as fra } from './fra/index.ts';
import { dictionary as heb } from './heb/index.ts';
import { dictionary as ita } from './ita/index.ts';
import { dictionary as por } from './por/index.ts';

export const dictionaries: Record<Locale, Dictionary> = { deu, eng, esl, fra, heb, ita, por };
