/** The generated members read as real people: no two of the quick-start demo's share a name. */
import { describe, expect, it } from 'vitest';
import { FIXED_ACCOUNTS } from './accounts.ts';
import { generateMember } from './members.ts';
import { createRandom } from './random.ts';
import { SHOWCASE_NAMES } from './showcase.ts';

const QUICK_START_MEMBERS = 3_000;

function generate(count: number) {
  const rnd = createRandom(7);
  const names = new Set([...FIXED_ACCOUNTS.map((a) => a.name), ...SHOWCASE_NAMES]);
  return Array.from({ length: count }, (_, i) => generateMember(rnd, 1000 + i, Date.UTC(2026, 10, 1), names));
}

describe('generated members', () => {
  it('never share a name with one another, a demo account or a showcase member, at the quick-start size', () => {
    const members = generate(QUICK_START_MEMBERS);
    const taken = [...FIXED_ACCOUNTS.map((a) => a.name), ...SHOWCASE_NAMES, ...members.map((m) => m.name)];
    expect(taken.length - new Set(taken).size).toBe(0);
    expect(members.filter((m) => m.name === 'Jonas Weber')).toEqual([]);
  });

  it('give a Polish woman the feminine form of her surname, and keep a first name with its gender', () => {
    const people = generate(QUICK_START_MEMBERS).filter((m) => m.accountType !== 'company');
    const women = new Set(['Zuzanna', 'Julia', 'Maja', 'Oliwia', 'Natalia']);
    const polish = people.filter((m) => m.country === 'PL');
    expect(polish.filter((m) => women.has(m.firstName)).length).toBeGreaterThan(10);
    for (const m of polish) {
      if (women.has(m.firstName)) expect(m.lastName, m.name).not.toMatch(/(ski|cki)$/);
      else expect(m.lastName, m.name).not.toMatch(/(ska|cka)$/);
      expect(m.firstNameIndex % 2 === 0, m.name).toBe(women.has(m.firstName));
    }
  });
});
