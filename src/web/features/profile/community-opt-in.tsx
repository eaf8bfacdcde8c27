/**
 * The owner's switches, in edit mode, for the three communities: joining shows
 * them on the community's page and here; the page links to each community.
 */
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { COMMUNITIES_API, COMMUNITY_KEYS, COMMUNITY_PAGES } from '../../../contract/communities.ts';
import { errorText, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { toast } from '../../ui/toast.tsx';

export function CommunityOptIn({ joined }: { joined: readonly string[] }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  // Ticked at once; put back if the server refuses.
  const [mine, setMine] = useState(() => new Set(joined));
  const set = (key: string, join: boolean) =>
    setMine((current) => {
      const next = new Set(current);
      if (join) next.add(key);
      else next.delete(key);
      return next;
    });
  const toggle = async (key: string, join: boolean) => {
    set(key, join);
    setBusy(true);
    try {
      await sendJson(join ? 'POST' : 'DELETE', `${COMMUNITIES_API}/${key}/membership`);
      revalidator.revalidate();
    } catch (err) {
      set(key, !join);
      toast.error(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="mt-3 border-t border-line pt-3">
      <legend className="text-sm font-semibold">{t.communities.optIn}</legend>
      <ul className="mt-2 space-y-1">
        {COMMUNITY_KEYS.map((key) => (
          <li key={key} className="flex flex-wrap items-center gap-2 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={mine.has(key)}
                // Busy, it keeps the focus (ui/button.tsx `busy`) and its checked state.
                aria-disabled={busy || undefined}
                onChange={(e) => {
                  if (!busy) void toggle(key, e.target.checked);
                }}
              />
              {t.profile.communities[key]}
            </label>
            <Link to={COMMUNITY_PAGES[key].path} className="text-muted">
              {t.communities.visit}
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
