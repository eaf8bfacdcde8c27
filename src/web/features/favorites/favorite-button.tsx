/**
 * Keep a member among one's favorites (issue 21), from their profile or their
 * card in a directory. Only for signed-in members looking at someone else;
 * the list stays private (the Profile Updater's "Favorites" drawer).
 */
import { Heart } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { fmt } from '../../../i18n/types.ts';
import { browserGet, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { toast } from '../../ui/toast.tsx';
import { useViewer } from '../../viewer.ts';

/** The signed-in member's favorites, read once for a page of cards. */
const FavoriteIds = createContext<{ ids: Set<number>; toggle: (id: number, on: boolean) => void } | null>(null);

export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { user } = useViewer();
  const [ids, setIds] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (!user) return;
    void browserGet('/next/api/favorites/ids').then((res) => {
      if (res.status === 200) setIds(new Set((res.body as { ids: number[] }).ids));
    });
  }, [user]);
  const toggle = (id: number, on: boolean) =>
    setIds((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return <FavoriteIds.Provider value={{ ids, toggle }}>{children}</FavoriteIds.Provider>;
}

/**
 * A heart that adds or removes the member. `initial` is what the page knows
 * (the profile says); on cards the provider's list decides.
 */
export function FavoriteButton({
  entityId,
  name,
  initial,
  compact = false,
}: {
  entityId: number;
  name: string;
  initial?: boolean;
  /** A card's small icon button rather than the profile's labelled one. */
  compact?: boolean;
}) {
  const t = useT();
  const f = t.profileUpdater.favorites;
  const { user } = useViewer();
  const shared = useContext(FavoriteIds);
  const [own, setOwn] = useState(initial ?? false);
  const [busy, setBusy] = useState(false);
  if (!user || user.entity_id === entityId) return null;
  const on = shared && initial === undefined ? shared.ids.has(entityId) : own;

  async function flip() {
    setBusy(true);
    try {
      if (on) await sendJson('DELETE', `/next/api/favorites/${entityId}`);
      else await sendJson('PUT', `/next/api/favorites/${entityId}`, {});
      setOwn(!on);
      shared?.toggle(entityId, !on);
      toast.success(fmt(on ? f.removed : f.added, { name }));
    } catch {
      toast.error(f.failed);
    } finally {
      setBusy(false);
    }
  }

  const heart = <Heart aria-hidden="true" className={`size-4 ${on ? 'fill-current text-danger' : ''}`} />;
  // A card's icon is a toggle named once ("Add … to favorites", pressed or not); the profile's button says its state.
  // While it saves, either says so and ignores a second press, but keeps the focus (ui/button.tsx `busy`).
  return compact ? (
    <button
      type="button"
      onClick={() => {
        if (!busy) void flip();
      }}
      aria-disabled={busy || undefined}
      aria-pressed={on}
      aria-label={fmt(f.addNamed, { name })}
      title={fmt(on ? f.savedNamed : f.addNamed, { name })}
      className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
    >
      {heart}
    </button>
  ) : (
    <button
      type="button"
      onClick={() => {
        if (!busy) void flip();
      }}
      aria-disabled={busy || undefined}
      className="inline-flex items-center gap-2 rounded-card border border-line bg-surface px-4 py-2 text-sm font-semibold text-fg hover:bg-surface-2"
    >
      {heart}
      {on ? f.saved : f.add}
    </button>
  );
}
