import { describe, expect, it } from 'vitest';
import * as contract from '../../../contract/opportunities.ts';
import { jobInputSchema } from '../../../contract/opportunities-schemas.ts';
import { dictionaries } from '../../../i18n/all.ts';
import { jobMessage } from './job-messages.ts';

/** The messages of the API a job page or the invitation dialog shows as they come. */
const SHOWN = [
  contract.NO_QUOTE_ON_OWN_JOB,
  contract.ONLY_PROFESSIONALS_QUOTE,
  contract.JOB_NOT_OPEN,
  contract.QUOTE_NEEDS_CERTIFIED,
  contract.QUOTE_NEEDS_RATING,
  contract.INVITE_ONLY_PROFESSIONALS,
  contract.INVITE_YOURSELF,
  contract.INVITE_NEEDS_CERTIFIED,
  contract.INVITE_NEEDS_RATING,
  contract.ALREADY_INVITED,
  contract.ALREADY_QUOTED,
  contract.INVITATIONS_FULL,
  contract.INVITE_MEMBER_NOT_FOUND,
  contract.INVITATION_NOT_FOUND,
  contract.INVITATION_ALREADY_DECLINED,
  contract.DECLINE_AFTER_QUOTE,
  contract.NOT_INVITED,
  contract.WITHDRAW_AFTER_DECLINE,
  contract.PAYMENT_REQUEST_NOT_CHOSEN,
  contract.PAYMENT_REQUEST_NOT_UNDER_WAY,
  contract.PAYMENT_REQUEST_PAID,
  contract.PAYMENT_REQUEST_TODAY,
  contract.JOB_CHANGED,
  contract.RATING_GIVEN,
  contract.REPLY_GIVEN,
  contract.RATING_NOT_YET,
  contract.RATING_NOT_PARTY,
  contract.RATING_NONE,
  contract.QUOTE_BELOW_MINIMUM,
  contract.QUOTE_WRONG_UNIT,
  contract.QUOTE_WRONG_CURRENCY,
  contract.QUOTE_NOT_FOUND,
  contract.JOB_LOCKED_TERMS,
  contract.NOT_YOUR_JOB,
  contract.JOB_NOT_FOUND,
  contract.ONLY_CLIENTS_POST,
  contract.ALERTS_FULL,
  contract.ALERT_EMPTY,
  contract.ALERT_NOT_FOUND,
  contract.SAMPLE_NOT_FOUND,
  // The forms' checks, a limit written in as the schemas do.
  ...Object.values(contract.JOB_INPUT_MESSAGES).map((message) => message.replace('{n}', '12')),
];

describe('opportunities messages', () => {
  it('are each said in every interface language, none left in English or as the fallback', () => {
    for (const [locale, t] of Object.entries(dictionaries)) {
      const said = SHOWN.map((message) => jobMessage(message, t, 'FALLBACK'));
      expect(
        said.filter((text) => text === 'FALLBACK'),
        locale,
      ).toEqual([]);
      expect(new Set(said).size, locale).toBe(SHOWN.length);
      if (locale !== 'eng')
        expect(
          said.filter((text) => SHOWN.includes(text)),
          locale,
        ).toEqual([]);
    }
  });

  it('says what the job form’s own checks refuse in the reader’s language, beside each field', () => {
    const empty = jobInputSchema.safeParse({
      title: ' ',
      description: 'Short',
      pairs: [{ source: '', target: '' }],
      serviceId: 1,
      disciplineId: null,
      volume: 0,
      unit: 'words',
      deadline: '',
      currency: 'EUR',
      budgetMinMilli: null,
      budgetMaxMilli: null,
      catToolId: null,
      audience: 'everyone',
      minRating: null,
      quotesVisible: false,
    });
    // As the form shows them: each field's first.
    const byField: Record<string, string> = {};
    for (const issue of empty.error!.issues)
      byField[String(issue.path[0])] ??= jobMessage(issue.message, dictionaries.deu);
    expect(byField).toMatchObject({
      title: 'Geben Sie dem Auftrag einen Titel.',
      description: 'Beschreiben Sie den Auftrag in mindestens 20 Zeichen.',
      pairs: 'Wählen Sie die Sprachen aus der Liste.',
      volume: 'Geben Sie den Umfang als ganze Zahl an.',
      deadline: 'Wählen Sie die Frist.',
    });
    const long = jobInputSchema.shape.title.safeParse('x'.repeat(contract.JOB_TITLE_MAX + 1));
    expect(jobMessage(long.error!.issues[0]!.message, dictionaries.heb)).toBe(`עד ${contract.JOB_TITLE_MAX} תווים.`);
  });

  it('reads a refusal about a job that changed status meanwhile as that', () => {
    expect(jobMessage('A job that is closed cannot be edited', dictionaries.ita)).toBe(
      dictionaries.ita.opportunities.errors.jobChanged,
    );
  });

  it('writes the limit into the message, and leaves an unknown message to the fallback', () => {
    expect(jobMessage(contract.INVITATIONS_FULL, dictionaries.deu)).toContain(String(contract.JOB_INVITATIONS_MAX));
    expect(jobMessage('Something new', dictionaries.fra, 'repli')).toBe('repli');
  });
});
