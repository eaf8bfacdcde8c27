/**
 * /teams/join?token=…: the link of a team invitation. The member signs in with
 * the invited address (the server checks it), sees which team invites them and
 * joins, or leaves it there.
 */
import { useEffect, useState } from 'react';
import { type LoaderFunctionArgs, useNavigate, useSearchParams } from 'react-router';
import type { InvitationView } from '../../../contract/teams.ts';
import { fmt } from '../../../i18n/types.ts';
import { sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { requireSignedIn } from '../../require-signed-in.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { invitationProblem } from './team-messages.ts';

export function joinTeamLoader(args: LoaderFunctionArgs) {
  requireSignedIn(args);
  return null;
}

export const joinTeamHandle: RouteHandle = {
  meta: ({ dict }) => ({ title: `${dict.teams.joinTitle} · ${dict.common.siteName}`, noindex: true }),
};

export function JoinTeamPage() {
  const t = useT();
  const k = t.teams;
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ view?: InvitationView; error?: string }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    sendJson<InvitationView>('POST', '/next/api/teams/invitation', { token }).then(
      (view) => setState({ view }),
      (err: unknown) => setState({ error: invitationProblem(err, k) }),
    );
  }, [token, k]);
  const join = async () => {
    setBusy(true);
    try {
      await sendJson('POST', '/next/api/teams/join', { token });
      toast.success(fmt(k.joinedToast, { team: state.view?.teamName ?? '' }));
      navigate('/teams');
    } catch (err) {
      setState((s) => ({ ...s, error: invitationProblem(err, k) }));
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{k.joinTitle}</h1>
      <div className="mt-6 rounded-card border border-line bg-surface p-6" aria-live="polite">
        {state.error ? (
          <>
            <p role="alert">{state.error}</p>
            <ButtonLink className="mt-4" variant="secondary" to="/teams">
              {k.toTeams}
            </ButtonLink>
          </>
        ) : state.view ? (
          <>
            <p className="text-lg">{fmt(k.invitedBy, { business: state.view.owner, team: state.view.teamName })}</p>
            <p className="mt-2 text-sm text-muted">
              {fmt(k.joinExplain, { email: state.view.email, date: formatDate(state.view.expiresAt, locale) })}
            </p>
            <div className="mt-6 flex flex-wrap gap-2">
              <Button onClick={join} busy={busy}>
                {fmt(k.join, { team: state.view.teamName })}
              </Button>
              <ButtonLink variant="secondary" to="/teams">
                {k.notNow}
              </ButtonLink>
            </div>
          </>
        ) : (
          <p className="text-muted">{k.loading}</p>
        )}
      </div>
    </div>
  );
}
