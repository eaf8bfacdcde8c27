import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../../contract/invoicing.ts';
import {
  MESSAGES,
  paymentCreateSchema,
  payoutMethodInputSchema,
  settingsInputSchema,
} from '../../../contract/payments.ts';
import { dictionaries } from '../../../i18n/all.ts';
import { issueErrors, payMessage } from './pay-messages.ts';

describe('Wordhive Pay messages', () => {
  it('are each said in every interface language, apart from one another and from the fallback', () => {
    for (const [locale, t] of Object.entries(dictionaries)) {
      // A limit written in, as the schemas and the server do.
      const said = [...Object.values(MESSAGES), ...Object.values(INVOICE_MESSAGES)].map((message) =>
        payMessage(message.replace('{n}', '12'), t),
      );
      expect(
        said.filter((text) => text === t.common.unexpectedError),
        locale,
      ).toEqual([]);
      expect(new Set(said).size, locale).toBe(said.length);
      expect(
        said.filter((text) => /\{\w+\}/.test(text)),
        locale,
      ).toEqual([]);
    }
  });

  it('show what the forms’ own checks refuse in the reader’s language, with the limit where there is one', () => {
    const de = dictionaries.deu;
    const payment = paymentCreateSchema.safeParse({
      payeeEid: 6,
      amount: Number.NaN,
      currency: 'EUR',
      description: '',
      fundNow: false,
    });
    expect(issueErrors(payment.error!.issues, de)).toEqual({
      amount: 'Geben Sie einen Betrag mit höchstens zwei Nachkommastellen ein, z. B. 120,50.',
      description: 'Geben Sie an, wofür die Zahlung ist.',
    });
    const settings = settingsInputSchema.safeParse({
      defaultCurrency: 'EUR',
      invoiceName: 'x'.repeat(121),
      invoiceAddress: '',
      taxId: '',
    });
    expect(issueErrors(settings.error!.issues, dictionaries.fra)).toEqual({ invoiceName: '120 caractères au plus.' });
    const iban = payoutMethodInputSchema.safeParse({ kind: 'bank_transfer', holder: 'Ana', iban: 'DE00' });
    expect(issueErrors(iban.error!.issues, dictionaries.heb)).toEqual({ iban: 'יש להזין IBAN תקין.' });
    expect(payMessage(MESSAGES.payoutMethodsFull.replace('{n}', '5'), dictionaries.eng)).toBe(
      'You can keep at most 5 payout methods. Remove one first.',
    );
  });

  it('leave a message they do not know to the general one', () => {
    const t = dictionaries.ita;
    expect(payMessage('Something else entirely', t)).toBe(t.common.unexpectedError);
  });
});
