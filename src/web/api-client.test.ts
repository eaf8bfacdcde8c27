import { describe, expect, it } from 'vitest';
import { HTTP_MESSAGES, SERVER_ERROR } from '../contract/http-messages.ts';
import { dictionaries } from '../i18n/all.ts';
import { ApiError, errorText } from './api-client.ts';

const fra = dictionaries.fra;

describe('errorText: what a failed call tells the reader', () => {
  it('says the answers any call may get in the reader’s language', () => {
    expect(errorText(new ApiError(401, HTTP_MESSAGES.signInRequired), fra)).toBe(fra.errors.api.signInRequired);
    expect(errorText(new ApiError(403, HTTP_MESSAGES.crossSite), fra)).toBe(fra.errors.api.crossSite);
    expect(errorText(new ApiError(403, HTTP_MESSAGES.adminsOnly), fra)).toBe(fra.errors.api.adminsOnly);
    expect(errorText(new ApiError(404, HTTP_MESSAGES.notFound), fra)).toBe(fra.errors.api.notFound);
    expect(errorText(new ApiError(413, HTTP_MESSAGES.tooLarge), fra)).toBe(fra.errors.api.tooLarge);
    expect(errorText(new ApiError(429, HTTP_MESSAGES.tooManyRequests, undefined, 30), fra)).toBe(
      fra.errors.api.tooManyRequests,
    );
  });

  it('calls a failure of the server or of the network unexpected', () => {
    expect(errorText(new ApiError(500, SERVER_ERROR), fra)).toBe(fra.common.unexpectedError);
    expect(errorText(new ApiError(502, 'HTTP 502'), fra)).toBe(fra.common.unexpectedError);
    expect(errorText(new TypeError('Failed to fetch'), fra)).toBe(fra.common.unexpectedError);
  });

  it('leaves a feature’s own message for the page to say in its words', () => {
    expect(errorText(new ApiError(409, 'This project has all the volunteers it needs'), fra)).toBe(
      'This project has all the volunteers it needs',
    );
  });
});
