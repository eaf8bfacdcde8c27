/**
 * /admin/navigation: every navigation item, as a tree per location, with the
 * editor beside it: edit, add (at the top or below an item), move up and
 * down among siblings, delete. The same form as the in-place editor, without
 * its confirmation step (spec §2.10 asks for one in floating mode only).
 */
import { ArrowDown, ArrowUp, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import {
  buildNavTree,
  NAV_LOCATIONS,
  type NavItem,
  type NavLocation,
  type NavNode,
  parentIdsOf,
} from '../../../contract/navigation.ts';
import { fmt } from '../../../i18n/types.ts';
import { apiContext, errorText, sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { requireAdmin } from '../../require-signed-in.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { draftOf, type NavDraft, NavItemForm, newDraft } from '../nav-editor/nav-item-form.tsx';
import { adminHandle } from './admin-layout.tsx';

export async function navigationLoader(args: LoaderFunctionArgs): Promise<NavItem[]> {
  requireAdmin(args);
  return args.context.get(apiContext).get<NavItem[]>('/next/api/nav-links');
}

export const navigationHandle = adminHandle((d) => d.admin.pages.navigation.title);

export function NavigationPage() {
  const t = useT();
  const n = t.navEditor;
  const items = useLoaderData() as NavItem[];
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<{ draft: NavDraft; key: string } | null>(null);
  const refresh = () => {
    setEditing(null);
    void revalidator.revalidate();
  };

  async function move(siblings: NavItem[], index: number, by: -1 | 1) {
    const order = siblings.map((s) => s.nav_item_id);
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    try {
      await sendJson('PUT', '/next/api/nav-links/order', { ids: order });
      await revalidator.revalidate();
    } catch (err) {
      toast.error(fmt(n.error, { message: errorText(err, t) }));
    }
  }

  const editor = (
    <section aria-labelledby="nav-editor-title" className="rounded-card border border-line bg-surface p-4">
      <h2 id="nav-editor-title" className="text-lg font-semibold">
        {editing?.draft.nav_item_id === null ? n.addTitle : n.title}
      </h2>
      {editing ? (
        <div className="mt-3">
          <NavItemForm
            key={editing.key}
            initial={editing.draft}
            floating={false}
            onDone={refresh}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">{n.pick}</p>
      )}
    </section>
  );

  return (
    <>
      <h1 className="text-2xl font-bold">{t.admin.pages.navigation.title}</h1>
      <p className="mt-2 text-muted">{t.admin.pages.navigation.intro}</p>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="flex flex-col gap-6">
          {NAV_LOCATIONS.map((location) => (
            <LocationTree
              key={location}
              location={location}
              items={items}
              onEdit={(item) => setEditing({ draft: draftOf(item), key: `edit-${item.nav_item_id}` })}
              onAdd={(parent) =>
                setEditing({ draft: newDraft(location, parent), key: `add-${location}-${parent}-${Date.now()}` })
              }
              onMove={move}
            />
          ))}
        </div>
        <div className="xl:sticky xl:top-4">{editor}</div>
      </div>
    </>
  );
}

function LocationTree({
  location,
  items,
  onEdit,
  onAdd,
  onMove,
}: {
  location: NavLocation;
  items: NavItem[];
  onEdit: (item: NavItem) => void;
  onAdd: (parent: number | null) => void;
  onMove: (siblings: NavItem[], index: number, by: -1 | 1) => void;
}) {
  const t = useT();
  const n = t.navEditor;
  const here = items.filter((i) => i.location === location);
  const ids = new Set(here.map((i) => i.nav_item_id));
  // Roots: no parent in this location (the personal menu's children hang below 790, which is here too).
  const roots = here.filter((i) => !parentIdsOf(i).some((p) => ids.has(p)));
  const tree = buildNavTree(here, roots);
  return (
    <section aria-labelledby={`loc-${location}`} className="rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`loc-${location}`} className="text-lg font-semibold">
          {n.locations[location]}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => onAdd(null)}>
          <Plus aria-hidden="true" className="size-4" />
          {fmt(n.addTo, { location: n.locations[location] })}
        </Button>
      </div>
      <Branch nodes={tree} onEdit={onEdit} onAdd={onAdd} onMove={onMove} />
    </section>
  );
}

function Branch({
  nodes,
  onEdit,
  onAdd,
  onMove,
}: {
  nodes: NavNode[];
  onEdit: (item: NavItem) => void;
  onAdd: (parent: number | null) => void;
  onMove: (siblings: NavItem[], index: number, by: -1 | 1) => void;
}) {
  const t = useT();
  const n = t.navEditor;
  if (!nodes.length) return null;
  const siblings = nodes.map((node) => node.item);
  const icon = 'inline-flex size-8 items-center justify-center rounded hover:bg-surface-2 disabled:opacity-40';
  return (
    <ul className="mt-2 flex flex-col gap-1 border-s border-line ps-3">
      {nodes.map((node, index) => {
        const { item } = node;
        const name = item.translated_name;
        return (
          <li key={item.nav_item_id}>
            <div className="flex flex-wrap items-center gap-1 rounded-card px-2 py-1 hover:bg-surface-2">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{name}</span>
                <span className="ms-2 text-xs text-muted" dir="ltr">
                  #{item.nav_item_id} {item.link}
                </span>
                {item.tags && <span className="ms-2 text-xs text-muted">[{item.tags}]</span>}
              </span>
              <button
                type="button"
                className={icon}
                aria-label={fmt(t.header.editNavItem, { name })}
                onClick={() => onEdit(item)}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={icon}
                aria-label={fmt(n.addBelow, { name })}
                onClick={() => onAdd(item.nav_item_id)}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={icon}
                aria-label={fmt(n.moveUp, { name })}
                disabled={index === 0}
                onClick={() => onMove(siblings, index, -1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={icon}
                aria-label={fmt(n.moveDown, { name })}
                disabled={index === nodes.length - 1}
                onClick={() => onMove(siblings, index, 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
            </div>
            <Branch nodes={node.children} onEdit={onEdit} onAdd={onAdd} onMove={onMove} />
          </li>
        );
      })}
    </ul>
  );
}
