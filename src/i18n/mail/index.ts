/** Mail texts per locale, for the server (pages never load them). */
import type { Locale } from '../../contract/locales.ts';
import { mail as deu } from './deu.ts';
import { mail as eng, type MailTexts } from './eng.ts';
import { mail as esl } from './esl.ts';
import { mail as fra } from './fra.ts';
import { mail as heb } from './heb.ts';
import { mail as ita } from './ita.ts';
import { mail as por } from './por.ts';

export const mailTexts: Readonly<Record<Locale, MailTexts>> = { deu, eng, esl, fra, heb, ita, por };
