import { describe, expect, it } from 'vitest';
import { TEAM_EXISTS, TEAM_FULL, TEAM_NOT_YOURSELF } from '../../../contract/teams.ts';
import { dictionaries } from '../../../i18n/all.ts';
import { ApiError } from '../../api-client.ts';
import { teamFailure } from './team-messages.ts';

describe('teams messages', () => {
  it('say each refusal a team owner can meet in every interface language, none in English elsewhere', () => {
    const refusals = [
      new ApiError(409, TEAM_FULL),
      new ApiError(409, TEAM_EXISTS),
      new ApiError(400, `email: ${TEAM_NOT_YOURSELF}`, { email: TEAM_NOT_YOURSELF }),
      new ApiError(429, 'You can send 20 invitations a day: try again tomorrow'),
      new ApiError(404, 'This member is not in your team'),
    ];
    const english = refusals.map((err) => teamFailure(err, dictionaries.eng));
    for (const [locale, t] of Object.entries(dictionaries)) {
      const said = refusals.map((err) => teamFailure(err, t));
      expect(
        said.filter((text) => text === t.common.unexpectedError || /\{\w+\}/.test(text)),
        locale,
      ).toEqual([]);
      expect(new Set(said).size, locale).toBe(refusals.length);
      if (locale !== 'eng')
        expect(
          said.filter((text) => english.includes(text)),
          locale,
        ).toEqual([]);
    }
    expect(teamFailure(new ApiError(409, TEAM_FULL), dictionaries.deu)).toBe('Ein Team hat höchstens 50 Mitglieder.');
  });

  it('leaves a failure that is not a refusal to the general message', () => {
    const t = dictionaries.por;
    expect(teamFailure(new Error('offline'), t)).toBe(t.common.unexpectedError);
  });
});
