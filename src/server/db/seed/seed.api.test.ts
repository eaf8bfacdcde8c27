/**
 * The demo data tells one story: nothing a member did on Wordhive is dated before they joined it
 * (a review they wrote, a payment, a quote, a paid membership, a course, a post on a wall).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { BIO_MIDDLES, CLIENT_COMPANIES } from './profile-vocabulary.ts';
import { FIELD_ADJECTIVE } from './profiles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 150 });
});
afterAll(() => t.close());

/** Dates that may come before joining: work done before (a project's completion). */
const BEFORE_JOINING_IS_FINE = new Set(['member_projects.completed_on']);
/** Dates of what is planned or runs out, not of something done. */
const NOT_A_DEED = /until|expires|due|deadline|ends|starts|delivery|updated/;

describe('the seeded demo data', () => {
  it('dates nothing a member did before they joined', async () => {
    const columns = await t.rows<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const byTable = new Map<string, string[]>();
    for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const [table, names] of byTable) {
      if (table === 'users') continue;
      const times = names.filter((n) => /_(at|on)$/.test(n) && !NOT_A_DEED.test(n));
      const members = names.filter((n) => /(^|_)entity_id$|^sender_id$/.test(n));
      for (const member of members) {
        for (const time of times) {
          if (BEFORE_JOINING_IS_FINE.has(`${table}.${time}`)) continue;
          const [row] = await t.rows<{ n: number; early: number }>(
            `select count(*)::int as n, count(*) filter (where x.${time} < u.created_at)::int as early
             from ${table} x join users u on u.entity_id = x.${member} where x.${time} is not null`,
          );
          if (!row?.n) continue;
          checked.push(`${table}.${time}`);
          if (row.early) wrong.push(`${table}.${time}: ${row.early} of ${row.n} before ${member} joined`);
        }
      }
    }
    // The check reaches the tables the story is told in.
    expect(checked).toEqual(
      expect.arrayContaining([
        'member_feedback.created_at',
        'pay_payments.created_at',
        'job_quotes.created_at',
        'community_participation.joined_at',
        'networking_wall_profiles.created_at',
        'course_enrolments.enrolled_at',
        'language_assessments.requested_at',
        'job_invitations.created_at',
        'job_invitations.declined_at',
      ]),
    );
    expect(wrong).toEqual([]);
  });

  it('invites to quote professionals who work the job’s pair, after it was published and before they answered', async () => {
    const invitations = await t.rows<{ fits: boolean; timely: boolean; quoted: boolean }>(
      `select exists (select 1 from language_pairs lp join job_pairs jp on jp.source = lp.source_lang and jp.target = lp.target_lang
                      where lp.entity_id = i.entity_id and jp.job_id = i.job_id) as fits,
              (i.created_at >= j.published_at and (i.declined_at is null or i.declined_at > i.created_at)) as timely,
              exists (select 1 from job_quotes q where q.job_id = i.job_id and q.entity_id = i.entity_id) as quoted
       from job_invitations i join jobs j on j.id = i.job_id`,
    );
    // Both sides of the demo: the demo client's job invited two, and the demo translator is invited.
    expect(invitations.length).toBeGreaterThanOrEqual(3);
    expect(invitations.filter((i) => !i.fits || !i.timely || i.quoted)).toEqual([]);
  });

  it('rates no member more than once a fortnight of membership: one who joined this week has no ratings yet', async () => {
    const tooMany = await t.rows(
      `select u.entity_id, u.created_at, count(*)::int as ratings
         from users u
         join (select entity_id from member_feedback
               union all select outsourcer_entity_id from bb_entries) r on r.entity_id = u.entity_id
        group by u.entity_id, u.created_at
       having count(*) > floor(extract(epoch from now() - u.created_at) / (14 * 86400))`,
    );
    expect(tooMany).toEqual([]);
    const lately = await t.rows<{ n: number }>(
      `select count(*)::int as n from users where created_at > now() - interval '7 days'`,
    );
    expect(lately[0]!.n).toBeGreaterThan(0);
  });

  it('starts no paid membership before its member joined', async () => {
    const early = await t.rows(
      `select p.entity_id from member_profiles p join users u using (entity_id) where p.membership_since < u.created_at`,
    );
    expect(early).toEqual([]);
  });

  it('gives a generated client a company of the field they buy for, and a client’s words, not a linguist’s', async () => {
    const clients = await t.rows<{ agency_name: string; bio: string }>(
      `select p.agency_name, p.bio from member_profiles p join users u using (entity_id)
       where u.account_type = 'outsourcer' and p.bio like 'I buy translation and interpreting for our %'`,
    );
    expect(clients.length).toBeGreaterThan(3);
    for (const { agency_name: company, bio } of clients) {
      const field = /for our (\w+) content/.exec(bio)![1]!;
      const known = Object.entries(CLIENT_COMPANIES).filter(([key]) => FIELD_ADJECTIVE[key] === field);
      if (company)
        expect(
          known.flatMap(([, names]) => names),
          `${company}: ${bio}`,
        ).toContain(company);
      for (const middle of BIO_MIDDLES) expect(bio).not.toContain(middle);
    }
  });
});
