/**
 * /teams (issue 21, next phase): the team a business runs (start it, invite by
 * email, withdraw an invitation, remove a member) and the teams a member is in
 * (leave one). The server decides who may do what; this page mirrors it.
 */
import { type FormEvent, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { type MyTeams, TEAM_NAME_MAX, type Team, teamInviteSchema, teamNameSchema } from '../../../contract/teams.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext, sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { requireSignedIn } from '../../require-signed-in.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Link } from '../../ui/link.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { teamFailure } from './team-messages.ts';

export async function teamsLoader(args: LoaderFunctionArgs): Promise<MyTeams> {
  requireSignedIn(args);
  return args.context.get(apiContext).get<MyTeams>('/next/api/teams/mine');
}

export const teamsHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: `${dict.teams.title} · ${dict.common.siteName}`, noindex: true }),
};

const card = 'mt-6 rounded-card border border-line bg-surface p-4 sm:p-6';

export function TeamsPage() {
  const t = useT();
  const k = t.teams;
  const initial = useLoaderData() as MyTeams;
  const [owned, setOwned] = useState(initial.owned);
  const [memberOf, setMemberOf] = useState(initial.memberOf);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{k.title}</h1>
      <p className="mt-2 text-muted">{k.intro}</p>
      {owned ? (
        <OwnTeam team={owned} onChange={setOwned} />
      ) : initial.canRun ? (
        <StartTeam onStarted={setOwned} />
      ) : null}
      <section className={card} aria-labelledby="member-of-title">
        <h2 id="member-of-title" className="text-lg font-semibold">
          {k.memberOfTitle}
        </h2>
        {memberOf.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{k.memberOfEmpty}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {memberOf.map((team) => (
              <li key={team.id}>
                <TeamYouAreIn team={team} onLeft={() => setMemberOf((list) => list.filter((x) => x.id !== team.id))} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function StartTeam({ onStarted }: { onStarted: (team: Team) => void }) {
  const t = useT();
  const k = t.teams;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = teamNameSchema.safeParse({ name });
    // The only two ways a name can be wrong: empty once trimmed, or too long.
    if (!parsed.success) return setError(name.trim() ? k.nameTooLong : k.nameRequired);
    setBusy(true);
    try {
      onStarted(await sendJson<Team>('POST', '/next/api/teams', parsed.data));
      toast.success(k.started);
    } catch (err) {
      setError(teamFailure(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={card} aria-labelledby="start-team-title">
      <h2 id="start-team-title" className="text-lg font-semibold">
        {k.startTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{k.startIntro}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label={k.name}
            name="name"
            value={name}
            maxLength={TEAM_NAME_MAX}
            error={error}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" busy={busy}>
          {k.start}
        </Button>
      </form>
    </section>
  );
}

function OwnTeam({ team, onChange }: { team: Team; onChange: (team: Team) => void }) {
  const t = useT();
  const k = t.teams;
  const locale = useLocale();
  const [removing, setRemoving] = useState<Team['members'][number] | null>(null);
  const act = async (path: string) => {
    try {
      onChange(await sendJson<Team>('DELETE', path));
      return true;
    } catch (err) {
      toast.error(teamFailure(err, t));
      return false;
    }
  };
  return (
    <section className={card} aria-labelledby="own-team-title">
      <h2 id="own-team-title" className="text-lg font-semibold">
        {team.name}
      </h2>
      <p className="mt-1 text-sm text-muted">{fmt(k.memberCount, { n: team.members.length })}</p>
      {team.members.length > 0 && (
        <ul className="mt-4 divide-y divide-line" aria-label={k.membersTitle}>
          {team.members.map((m) => (
            <li key={m.entityId} className="flex items-center gap-3 py-3">
              <Avatar name={m.name} photoUrl={m.imageUrl} size="list" />
              <div className="min-w-0 flex-1">
                <Link to={`/profile/${m.entityId}`} className="font-medium">
                  {m.name}
                </Link>
                <p className="text-sm text-muted">{fmt(k.joined, { date: formatDate(m.joinedAt, locale) })}</p>
              </div>
              <Button variant="secondary" onClick={() => setRemoving(m)}>
                {fmt(k.remove, { name: m.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <InviteForm onInvited={onChange} />
      {team.invitations.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">{k.pendingTitle}</h3>
          <ul className="mt-2 divide-y divide-line">
            {team.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="break-all font-medium">{i.email}</p>
                  <p className="text-sm text-muted">{fmt(k.expires, { date: formatDate(i.expiresAt, locale) })}</p>
                </div>
                <Button
                  variant="secondary"
                  onClick={async () => {
                    if (await act(`/next/api/teams/mine/invitations/${i.id}`)) toast.success(k.withdrawn);
                  }}
                >
                  {fmt(k.withdraw, { email: i.email })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={fmt(k.removeConfirm, { name: removing?.name ?? '' })}
        confirm={k.removeButton}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          const who = removing!;
          setRemoving(null);
          if (await act(`/next/api/teams/mine/members/${who.entityId}`))
            toast.success(fmt(k.removed, { name: who.name }));
        }}
      />
    </section>
  );
}

function InviteForm({ onInvited }: { onInvited: (team: Team) => void }) {
  const t = useT();
  const k = t.teams;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = teamInviteSchema.safeParse({ email });
    if (!parsed.success) return setError(k.emailInvalid);
    setError(undefined);
    setFormError(undefined);
    setBusy(true);
    try {
      onInvited(await sendJson<Team>('POST', '/next/api/teams/mine/invitations', parsed.data));
      toast.success(fmt(k.invited, { email: parsed.data.email }));
      setEmail('');
    } catch (err) {
      setFormError(teamFailure(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-3" aria-labelledby="invite-title">
      <h3 id="invite-title" className="font-semibold">
        {k.inviteTitle}
      </h3>
      <FormError message={formError} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label={k.email}
            hint={k.emailHint}
            name="email"
            type="email"
            autoComplete="off"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button type="submit" busy={busy}>
          {k.invite}
        </Button>
      </div>
    </form>
  );
}

function TeamYouAreIn({ team, onLeft }: { team: Team; onLeft: () => void }) {
  const t = useT();
  const k = t.teams;
  const [asking, setAsking] = useState(false);
  const leave = async () => {
    setAsking(false);
    try {
      await sendJson('POST', `/next/api/teams/${team.id}/leave`);
      toast.success(fmt(k.left, { team: team.name }));
      onLeft();
    } catch (err) {
      toast.error(teamFailure(err, t));
    }
  };
  return (
    <article className="rounded-card border border-line p-4" aria-labelledby={`team-${team.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`team-${team.id}`} className="font-semibold">
            {team.name}
          </h3>
          <p className="text-sm text-muted">
            {k.runBy} <Link to={`/profile/${team.owner.entityId}`}>{team.owner.name}</Link>
          </p>
        </div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {k.leave}
        </Button>
      </div>
      <p className="mt-3 text-sm text-muted">{fmt(k.memberCount, { n: team.members.length })}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {team.members.map((m) => (
          <li key={m.entityId}>
            <Link to={`/profile/${m.entityId}`} className="inline-flex items-center gap-2 text-sm">
              <Avatar name={m.name} photoUrl={m.imageUrl} size="list" />
              {m.name}
            </Link>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking}
        title={fmt(k.leaveConfirm, { team: team.name })}
        description={k.leaveExplain}
        confirm={k.leave}
        danger
        onCancel={() => setAsking(false)}
        onConfirm={leave}
      />
    </article>
  );
}
