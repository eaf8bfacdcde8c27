/**
 * Fixed accounts: staff (entity 1 and the three-person site team, one titled
 * "Member services"), an admin, and one demo account per kind of member.
 * All demo accounts share the password DEMO_PASSWORD.
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { MemberRole } from '../../../contract/session.ts';
import type { AccountType } from '../../../contract/taxonomy.ts';
import type { Db } from '../client.ts';
import { memberRoles, staffMembers, users } from '../schema/index.ts';

export const DEMO_PASSWORD = 'demo-password';
/** The demo accounts' addresses end in this domain: the impersonation popup lists them (naming.md). */
export const DEMO_EMAIL_DOMAIN = 'demo.wordhive.test';

export interface FixedAccount {
  entityId: number;
  email: string;
  name: string;
  accountType: AccountType;
  role: string;
  isAdmin?: boolean;
  staffTitle?: string;
  siteTeam?: boolean;
  /** Listed in the README and printed at start. */
  demo?: boolean;
  /** Roles an admin granted (spec §6). */
  roles?: MemberRole[];
}

export const FIXED_ACCOUNTS: readonly FixedAccount[] = [
  {
    entityId: 1,
    email: 'staff@demo.wordhive.test',
    name: 'Wordhive Team',
    accountType: 'outsourcer',
    role: 'staff',
    staffTitle: 'Wordhive Team',
    demo: true,
  },
  {
    entityId: 2,
    email: 'member-services@wordhive.test',
    name: 'Marta Kowalska',
    accountType: 'outsourcer',
    role: 'staff',
    staffTitle: 'Member services',
    siteTeam: true,
  },
  {
    entityId: 3,
    email: 'community@wordhive.test',
    name: 'Tomás Herrera',
    accountType: 'outsourcer',
    role: 'staff',
    staffTitle: 'Community manager',
    siteTeam: true,
  },
  {
    entityId: 4,
    email: 'support@wordhive.test',
    name: 'Noa Friedman',
    accountType: 'outsourcer',
    role: 'staff',
    staffTitle: 'Support specialist',
    siteTeam: true,
  },
  {
    entityId: 5,
    email: 'admin@demo.wordhive.test',
    name: 'Dana Whitfield',
    accountType: 'outsourcer',
    role: 'admin',
    isAdmin: true,
    demo: true,
  },
  {
    entityId: 6,
    email: 'translator@demo.wordhive.test',
    name: 'Sofia Almeida',
    accountType: 'translator',
    role: 'translator',
    demo: true,
  },
  {
    entityId: 7,
    email: 'interpreter@demo.wordhive.test',
    name: 'Jonas Weber',
    accountType: 'interpreter',
    role: 'interpreter',
    demo: true,
  },
  {
    entityId: 8,
    email: 'company@demo.wordhive.test',
    name: 'LinguaBridge Translations',
    accountType: 'company',
    role: 'language company, next-phase tester (its team: /teams)',
    demo: true,
    // Tries the next-phase features: its team workspace is seeded (seed/teams.ts).
    roles: ['nextphase_tester'],
  },
  {
    entityId: 9,
    email: 'outsourcer@demo.wordhive.test',
    name: 'Priya Raman',
    accountType: 'outsourcer',
    role: 'verified outsourcer (client)',
    demo: true,
    // A client staff have checked: she sees the contact details members keep for clients.
    roles: ['verified_outsourcer'],
  },
];

/** First entity id free for generated members. */
export const FIRST_GENERATED_ID = 100;

/** When a demo account joined: January 2019, a day apart, before every generated member. */
export const fixedAccountJoinedAt = (entityId: number): Date => new Date(Date.UTC(2019, 0, entityId));

export async function seedAccounts(db: Db): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.insert(users).values(
    FIXED_ACCOUNTS.map((a) => {
      const [first = '', ...rest] = a.name.split(' ');
      return {
        entityId: a.entityId,
        email: a.email,
        passwordHash,
        accountType: a.accountType,
        name: a.name,
        username: a.email.split('@')[0]!.replace(/[^a-z0-9]/g, ''),
        firstName: a.accountType === 'company' ? '' : first,
        lastName: a.accountType === 'company' ? '' : rest.join(' '),
        isAdmin: a.isAdmin ?? false,
        createdAt: fixedAccountJoinedAt(a.entityId),
        // Demo accounts are ready to use: seeded confirmed.
        emailConfirmedAt: fixedAccountJoinedAt(a.entityId),
      };
    }),
  );
  const roles = FIXED_ACCOUNTS.flatMap((a) => (a.roles ?? []).map((role) => ({ entityId: a.entityId, role })));
  if (roles.length) await db.insert(memberRoles).values(roles);
  await db.insert(staffMembers).values(
    FIXED_ACCOUNTS.filter((a) => a.staffTitle).map((a) => ({
      entityId: a.entityId,
      title: a.staffTitle!,
      siteTeam: a.siteTeam ?? false,
    })),
  );
}

/** After inserting explicit ids, move the sequence past them so sign-ups get fresh ids. */
export async function syncUserIdSequence(db: Db): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence('users', 'entity_id'), greatest((select max(entity_id) from users), ${FIRST_GENERATED_ID}))`,
  );
}
