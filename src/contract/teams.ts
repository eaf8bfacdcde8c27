/**
 * Teams (issue 21, next phase): a business (a language company or a client)
 * keeps a team of members it invites by email; an invited member joins through
 * the mailed link, signed in with the invited address; anyone can leave. The
 * business is the signed-in account: no id from the browser says whose team.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const TEAM_NAME_MAX = 80;
export const TEAM_SIZE_MAX = 50;
export const TEAM_INVITES_PER_DAY = 20;
export const TEAM_INVITATION_DAYS = 14;

export const TEAM_ONLY_BUSINESSES = 'Only language companies and clients can run a team';
export const TEAM_NEXT_PHASE = 'Teams are open to next-phase testers for now';
export const TEAM_EXISTS = 'You already run a team';
export const TEAM_NONE = 'You do not run a team yet';
export const TEAM_FULL = `A team has at most ${TEAM_SIZE_MAX} members`;
export const TEAM_ALREADY_MEMBER = 'This member is already in your team';
export const TEAM_NOT_YOURSELF = 'You run this team: invite others';
export const INVITATION_NOT_VALID = 'This invitation link is not valid: check that you opened the whole address';
export const INVITATION_USED = 'This invitation has already been used';
export const INVITATION_EXPIRED = 'This invitation has expired: ask the team for a new one';
export const INVITATION_OTHER_ADDRESS = 'This invitation was sent to another email address: sign in with that one';

export const teamNameSchema = z.object({
  name: z
    .string({ error: 'Give your team a name' })
    .trim()
    .min(1, 'Give your team a name')
    .max(TEAM_NAME_MAX, `Use at most ${TEAM_NAME_MAX} characters`),
});
export type TeamNameInput = z.infer<typeof teamNameSchema>;

export const teamInviteSchema = z.object({
  email: z
    .string({ error: 'Enter an email address' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter an email address')
    .max(254, 'Email address is too long')
    .pipe(z.email({ error: 'Enter a valid email address' })),
});
export type TeamInviteInput = z.infer<typeof teamInviteSchema>;

const token = z
  .string({ error: INVITATION_NOT_VALID })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: INVITATION_NOT_VALID });
export const teamTokenSchema = z.object({ token });
export const teamParamsSchema = z.object({ teamId: idSchema('teamId must be a positive whole number') });
export const teamMemberParamsSchema = z.object({ entityId: idSchema('entityId must be a positive whole number') });
export const invitationParamsSchema = z.object({
  invitationId: idSchema('invitationId must be a positive whole number'),
});

const person = z.object({ entityId: z.number().int(), name: z.string(), imageUrl: z.string().nullable() });

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  owner: person,
  members: z.array(person.extend({ joinedAt: z.string() })),
  /** Pending invitations: only the business that runs the team sees them. */
  invitations: z.array(
    z.object({ id: z.number().int(), email: z.string(), sentAt: z.string(), expiresAt: z.string() }),
  ),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /next/api/teams/mine: the team the signed-in business runs, and the teams the member is in. */
export const myTeamsSchema = z.object({
  /** A business account that may try next-phase features may start a team. */
  canRun: z.boolean(),
  owned: teamSchema.nullable(),
  memberOf: z.array(teamSchema),
});
export type MyTeams = z.infer<typeof myTeamsSchema>;

/** What an invited member sees before joining. */
export const invitationViewSchema = z.object({
  teamName: z.string(),
  owner: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const teamLeftSchema = z.object({ teamId: z.number().int(), left: z.literal(true) });
