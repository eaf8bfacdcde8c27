import { describe, expect, it } from 'vitest';
import { nameOfMessage, namesByText } from './message-names.ts';

const names = namesByText({
  tooLong: 'Use at most {n} characters',
  range: 'Choose from 1 to 5 stars',
  title: 'Give a title',
});

describe('a message read back to its name', () => {
  it('finds a message as written, one with its limit, and nothing for another', () => {
    expect(nameOfMessage(names, 'Give a title')).toEqual({ name: 'title', n: '' });
    // Its digits are part of the message, not a limit.
    expect(nameOfMessage(names, 'Choose from 1 to 5 stars')).toEqual({ name: 'range', n: '' });
    expect(nameOfMessage(names, 'Use at most 120 characters')).toEqual({ name: 'tooLong', n: '120' });
    expect(nameOfMessage(names, 'Use at most 120 words')).toBeUndefined();
    expect(nameOfMessage(names, 'constructor')).toBeUndefined();
  });
});
