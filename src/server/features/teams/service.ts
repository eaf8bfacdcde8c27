/**
 * Teams (issue 21, next phase): the rules. The business running a team is the
 * signed-in account; an invitation is joined only by a member signed in with
 * the invited address; every member can leave, and the business can remove them.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LOCALE_INFO, type Locale } from '../../../contract/locales.ts';
import {
  INVITATION_EXPIRED,
  INVITATION_NOT_VALID,
  INVITATION_OTHER_ADDRESS,
  INVITATION_USED,
  type InvitationView,
  type MyTeams,
  TEAM_ALREADY_MEMBER,
  TEAM_EXISTS,
  TEAM_FULL,
  TEAM_INVITATION_DAYS,
  TEAM_INVITES_PER_DAY,
  TEAM_NEXT_PHASE,
  TEAM_NONE,
  TEAM_NOT_YOURSELF,
  TEAM_ONLY_BUSINESSES,
  TEAM_SIZE_MAX,
  type Team,
  type TeamInviteInput,
} from '../../../contract/teams.ts';
import { mailTexts } from '../../../i18n/mail/index.ts';
import { fmt } from '../../../i18n/types.ts';
import type { Config } from '../../config.ts';
import { badRequest, conflict, forbidden, gone, HttpError, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { Mailer } from '../mail/service.ts';
import type { TeamRepository } from './repository.ts';

const DAY_MS = 86_400_000;
const BUSINESS_TYPES: ReadonlySet<string> = new Set(['company', 'outsourcer']);

interface Deps {
  config: Pick<Config, 'publicUrl'>;
  repo: TeamRepository;
  mailer: Mailer;
  audit: AuditService;
  hashToken: (token: string) => string;
  now?: () => number;
}

type TeamRow = { id: number; name: string; ownerEntityId: number };

export function createTeamService({ config, repo, mailer, audit, hashToken, now = Date.now }: Deps) {
  const iso = (d: Date) => d.toISOString();

  const canRun = (request: FastifyRequest) =>
    BUSINESS_TYPES.has(request.viewer.user?.account_type ?? '') && request.viewer.nextphase;

  async function describe(rows: TeamRow[], ownerView: boolean): Promise<Team[]> {
    const [members, owners] = await Promise.all([
      repo.members(rows.map((r) => r.id)),
      repo.owners(rows.map((r) => r.ownerEntityId)),
    ]);
    const at = new Date(now());
    return Promise.all(
      rows.map(async (row) => {
        const owner = owners.find((o) => o.entityId === row.ownerEntityId);
        const invitations = ownerView ? await repo.pendingInvitations(row.id, at) : [];
        return {
          id: row.id,
          name: row.name,
          owner: { entityId: row.ownerEntityId, name: owner?.name ?? '', imageUrl: owner?.imageUrl ?? null },
          members: members
            .filter((m) => m.teamId === row.id)
            .map((m) => ({ entityId: m.entityId, name: m.name, imageUrl: m.imageUrl, joinedAt: iso(m.joinedAt) })),
          invitations: invitations.map((i) => ({
            id: i.id,
            email: i.email,
            sentAt: iso(i.createdAt),
            expiresAt: iso(i.expiresAt),
          })),
        };
      }),
    );
  }

  async function ownTeam(request: FastifyRequest) {
    const team = await repo.ownedBy(request.viewer.entityId);
    if (!team) throw notFound(TEAM_NONE);
    return team;
  }

  async function ownTeamView(request: FastifyRequest): Promise<Team> {
    const [team] = await describe([await ownTeam(request)], true);
    return team!;
  }

  /** The invitation behind a link, or why it cannot be used. */
  async function open(token: string) {
    const row = await repo.invitationByToken(hashToken(token));
    if (!row) throw notFound(INVITATION_NOT_VALID);
    if (row.invitation.acceptedAt) throw gone(INVITATION_USED);
    if (row.invitation.expiresAt.getTime() <= now()) throw gone(INVITATION_EXPIRED);
    return row;
  }

  /** Only the member signed in with the invited address may use the link: a forwarded mail is not an invitation. */
  async function checkAddress(request: FastifyRequest, email: string) {
    const me = await repo.account(request.viewer.entityId);
    if (!me || me.email.toLowerCase() !== email) throw forbidden(INVITATION_OTHER_ADDRESS);
  }

  return {
    async mine(request: FastifyRequest): Promise<MyTeams> {
      const me = request.viewer.entityId;
      const [owned, memberOf] = await Promise.all([repo.ownedBy(me), repo.teamsOf(me)]);
      return {
        canRun: canRun(request),
        owned: owned ? ((await describe([owned], true))[0] ?? null) : null,
        memberOf: await describe(memberOf, false),
      };
    },

    async create(request: FastifyRequest, name: string): Promise<Team> {
      if (!BUSINESS_TYPES.has(request.viewer.user?.account_type ?? '')) throw forbidden(TEAM_ONLY_BUSINESSES);
      if (!request.viewer.nextphase) throw forbidden(TEAM_NEXT_PHASE);
      if (await repo.ownedBy(request.viewer.entityId)) throw conflict(TEAM_EXISTS);
      const team = await repo.create(request.viewer.entityId, name);
      await audit.recordIfPseudo(request, 'team.create', { teamId: team.id, name });
      return ownTeamView(request);
    },

    async invite(request: FastifyRequest, input: TeamInviteInput, locale: Locale): Promise<Team> {
      const team = await ownTeam(request);
      const business = await repo.account(request.viewer.entityId);
      if (!business) throw notFound(TEAM_NONE);
      if (input.email === business.email.toLowerCase()) {
        throw badRequest(`email: ${TEAM_NOT_YOURSELF}`, { email: TEAM_NOT_YOURSELF });
      }
      if ((await repo.memberCount(team.id)) >= TEAM_SIZE_MAX) throw conflict(TEAM_FULL);
      const at = new Date(now());
      if ((await repo.invitationsSince(team.id, new Date(at.getTime() - DAY_MS))) >= TEAM_INVITES_PER_DAY) {
        throw new HttpError(429, `You can send ${TEAM_INVITES_PER_DAY} invitations a day: try again tomorrow`, {
          headers: { 'retry-after': String(DAY_MS / 1000) },
        });
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(at.getTime() + TEAM_INVITATION_DAYS * DAY_MS);
      await repo.invite({
        teamId: team.id,
        email: input.email,
        tokenHash: hashToken(token),
        invitedBy: request.viewer.entityId,
        expiresAt,
      });
      const text = mailTexts[locale].teams;
      const date = new Intl.DateTimeFormat(LOCALE_INFO[locale].bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(
        expiresAt,
      );
      await mailer.send({
        to: input.email,
        kind: 'team-invitation',
        entityId: request.viewer.entityId,
        subject: fmt(text.inviteSubject, { business: business.name, team: team.name }),
        text: `${fmt(text.inviteBody, {
          business: business.name,
          team: team.name,
          link: `${config.publicUrl}/teams/join?token=${token}`,
          date,
        })}\n\n${mailTexts[locale].signature}`,
      });
      await audit.recordIfPseudo(request, 'team.invite', { teamId: team.id, email: input.email });
      return ownTeamView(request);
    },

    async withdraw(request: FastifyRequest, invitationId: number): Promise<Team> {
      const team = await ownTeam(request);
      if (!(await repo.withdraw(team.id, invitationId))) throw notFound('Your team has no such pending invitation');
      await audit.recordIfPseudo(request, 'team.withdraw', { teamId: team.id, invitationId });
      return ownTeamView(request);
    },

    async remove(request: FastifyRequest, entityId: number): Promise<Team> {
      const team = await ownTeam(request);
      if (!(await repo.removeMember(team.id, entityId))) throw notFound('This member is not in your team');
      await audit.recordIfPseudo(request, 'team.remove', { teamId: team.id, entityId });
      return ownTeamView(request);
    },

    async view(request: FastifyRequest, token: string): Promise<InvitationView> {
      const { invitation, team } = await open(token);
      const [owner] = await repo.owners([team.ownerEntityId]);
      await checkAddress(request, invitation.email);
      return {
        teamName: team.name,
        owner: owner?.name ?? '',
        email: invitation.email,
        expiresAt: iso(invitation.expiresAt),
      };
    },

    async join(request: FastifyRequest, token: string): Promise<Team> {
      const { invitation, team } = await open(token);
      await checkAddress(request, invitation.email);
      const me = request.viewer.entityId;
      if (team.ownerEntityId === me) throw badRequest(TEAM_NOT_YOURSELF);
      if (await repo.isMember(team.id, me)) throw conflict(TEAM_ALREADY_MEMBER);
      if ((await repo.memberCount(team.id)) >= TEAM_SIZE_MAX) throw conflict(TEAM_FULL);
      await repo.accept(invitation.id, team.id, me);
      await audit.recordIfPseudo(request, 'team.join', { teamId: team.id });
      const [joined] = await describe([team], false);
      return joined!;
    },

    async leave(request: FastifyRequest, teamId: number) {
      if (!(await repo.removeMember(teamId, request.viewer.entityId))) throw notFound('You are not in this team');
      await audit.recordIfPseudo(request, 'team.leave', { teamId });
      return { teamId, left: true as const };
    },
  };
}
