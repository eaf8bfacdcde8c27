import { describe, expect, it } from 'vitest';
import * as contract from '../../../contract/opportunities.ts';
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

  it('writes the limit into the message, and leaves an unknown message to the fallback', () => {
    expect(jobMessage(contract.INVITATIONS_FULL, dictionaries.deu)).toContain(String(contract.JOB_INVITATIONS_MAX));
    expect(jobMessage('Something new', dictionaries.fra, 'repli')).toBe('repli');
  });
});
