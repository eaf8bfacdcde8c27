/** Invoice, receipt and credit-note texts per locale, for the server (pages never load them). */
import type { Locale } from '../../contract/locales.ts';
import { invoice as deu } from './deu.ts';
import { invoice as eng, type InvoiceTexts } from './eng.ts';
import { invoice as esl } from './esl.ts';
import { invoice as fra } from './fra.ts';
import { invoice as heb } from './heb.ts';
import { invoice as ita } from './ita.ts';
import { invoice as por } from './por.ts';

export const invoiceTexts: Readonly<Record<Locale, InvoiceTexts>> = { deu, eng, esl, fra, heb, ita, por };
