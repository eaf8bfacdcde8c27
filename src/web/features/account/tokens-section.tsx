/**
 * Personal access tokens on the account page: make one (name, scopes, expiry,
 * and the password again: a token acts as the member), see its secret once,
 * list them with their last use, revoke one at once.
 */
import { type FormEvent, useId, useState } from 'react';
import {
  type ApiToken,
  TOKEN_EXPIRY_DAYS,
  TOKEN_NAME_MAX,
  TOKEN_SCOPES,
  type TokenScope,
  tokenCreateSchema,
} from '../../../contract/tokens.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError, errorText, sendJson } from '../../api-client.ts';
import { formatDate, useLocale, useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import { authMessage } from '../auth/messages.ts';

export function TokensSection({ initial, className }: { initial: ApiToken[] | null; className: string }) {
  const t = useT();
  const k = t.account.tokens;
  const [tokens, setTokens] = useState(initial ?? []);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  return (
    <section className={className} aria-labelledby="tokens-title">
      <h2 id="tokens-title" className="text-lg font-semibold">
        {k.title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {k.intro}{' '}
        <a className="underline" href="/help-center/api">
          {k.howTo}
        </a>{' '}
        ·{' '}
        <a className="underline" href="/next/api/docs">
          {k.reference}
        </a>
      </p>
      {initial === null ? (
        <p className="mt-4 text-sm">{t.account.notWhileImpersonating}</p>
      ) : (
        <>
          {created ? (
            <CreatedToken {...created} onDone={() => setCreated(null)} />
          ) : (
            <NewTokenForm
              onCreated={(token, secret) => {
                setTokens((list) => [token, ...list]);
                setCreated({ name: token.name, secret });
              }}
            />
          )}
          <TokenList tokens={tokens} onRevoked={(id) => setTokens((list) => list.filter((x) => x.id !== id))} />
        </>
      )}
    </section>
  );
}

function NewTokenForm({ onCreated }: { onCreated: (token: ApiToken, secret: string) => void }) {
  const t = useT();
  const k = t.account.tokens;
  const legendScopes = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['profile:read']);
  const [days, setDays] = useState<(typeof TOKEN_EXPIRY_DAYS)[number]>(90);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; currentPassword?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = tokenCreateSchema.safeParse({ name, scopes, expiresInDays: days, currentPassword });
    if (!parsed.success) {
      const issue = (field: string) => parsed.error.issues.find((i) => i.path[0] === field);
      const password = issue('currentPassword');
      setErrors({
        ...(issue('name') ? { name: k.nameRequired } : {}),
        ...(issue('scopes') ? { scopes: k.scopeRequired } : {}),
        ...(password ? { currentPassword: authMessage(password.message, t) } : {}),
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await sendJson<{ token: ApiToken; secret: string }>('POST', '/next/api/tokens', parsed.data);
      setName('');
      setCurrentPassword('');
      onCreated(res.token, res.secret);
    } catch (err) {
      const wrongPassword = err instanceof ApiError ? err.fields?.currentPassword : undefined;
      setErrors(
        wrongPassword
          ? { currentPassword: authMessage(wrongPassword, t) }
          : { form: fmt(k.failed, { message: errorText(err, t) }) },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" aria-label={k.create}>
      <FormError message={errors.form} />
      <TextField
        label={k.name}
        hint={k.nameHint}
        name="name"
        value={name}
        maxLength={TOKEN_NAME_MAX}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset aria-describedby={errors.scopes ? `${legendScopes}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{k.scopes}</legend>
        {TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              checked={scopes.includes(scope)}
              onChange={(e) =>
                setScopes((list) => (e.target.checked ? [...list, scope] : list.filter((s) => s !== scope)))
              }
            />
            {k.scopeNames[scope]} <code className="text-muted">{scope}</code>
          </label>
        ))}
        {errors.scopes && (
          <p id={`${legendScopes}-error`} className="mt-1 text-sm text-danger">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {k.expiry}
        <select
          className="w-48 rounded-card border border-line-strong bg-surface px-3 py-2 text-base font-normal text-fg"
          value={days}
          onChange={(e) => setDays(Number(e.target.value) as (typeof TOKEN_EXPIRY_DAYS)[number])}
        >
          {TOKEN_EXPIRY_DAYS.map((n) => (
            <option key={n} value={n}>
              {fmt(k.days, { n })}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t.account.security.currentPassword}
        hint={k.passwordHint}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={currentPassword}
        error={errors.currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <Button type="submit" className="self-start" busy={busy}>
        {busy ? k.creating : k.create}
      </Button>
    </form>
  );
}

/** The secret, once: it is stored hashed and cannot be shown again. */
function CreatedToken({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const t = useT();
  const k = t.account.tokens;
  const [copied, setCopied] = useState(false);
  const id = useId();
  return (
    <div className="mt-4 rounded-card border border-accent p-4" role="status">
      <label htmlFor={id} className="text-sm font-medium">
        {fmt(k.created, { name })}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={secret}
          dir="ltr"
          className="min-w-0 flex-1 rounded-card border border-line-strong bg-canvas px-3 py-2 font-mono text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          variant="secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(secret);
            setCopied(true);
          }}
        >
          {copied ? k.copied : k.copy}
        </Button>
        <Button onClick={onDone}>{k.done}</Button>
      </div>
    </div>
  );
}

function TokenList({ tokens, onRevoked }: { tokens: ApiToken[]; onRevoked: (id: number) => void }) {
  const t = useT();
  const locale = useLocale();
  const k = t.account.tokens;
  const revoke = async (token: ApiToken) => {
    if (!window.confirm(fmt(k.revokeConfirm, { name: token.name }))) return;
    try {
      await sendJson('DELETE', `/next/api/tokens/${token.id}`);
      onRevoked(token.id);
      toast.success(k.revoked);
    } catch (err) {
      toast.error(fmt(k.failed, { message: errorText(err, t) }));
    }
  };
  return (
    <div className="mt-6">
      <h3 className="font-semibold">{k.listTitle}</h3>
      {tokens.length === 0 ? (
        <p className="mt-2 text-sm">{k.empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {tokens.map((token) => {
            const expired = new Date(token.expiresAt).getTime() <= Date.now();
            return (
              <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <div>
                  <p className="font-medium">
                    {token.name}{' '}
                    <code className="text-muted" dir="ltr">
                      {token.preview}
                    </code>
                  </p>
                  <p className="text-muted">
                    {token.scopes.map((s) => k.scopeNames[s]).join(' · ')} ·{' '}
                    {token.lastUsedAt ? `${k.lastUsed}: ${formatDate(token.lastUsedAt, locale)}` : k.neverUsed} ·{' '}
                    {expired ? k.expired : `${k.expires}: ${formatDate(token.expiresAt, locale)}`}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => revoke(token)} aria-label={`${k.revoke}: ${token.name}`}>
                  {k.revoke}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
