/**
 * Navigation items: what a viewer may see (the shared rules in
 * contract/navigation.ts), names in the viewer's language, and changes by
 * link editors, each recorded in the audit log.
 */

import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../contract/locales.ts';
import {
  filterVisibleItems,
  type NavItem,
  type NavItemInput,
  type NavItemUpdate,
  type NavLocation,
  type NavSite,
  parentIdsOf,
} from '../../../contract/navigation.ts';
import type { Roles } from '../../../contract/session.ts';
import type { NavString } from '../../../contract/sitelang.ts';
import { dictionaries } from '../../../i18n/all.ts';
import { entry } from '../../../i18n/types.ts';
import type { Config } from '../../config.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { NavItemRow, NavItemValues, NavigationRepository } from './repository.ts';

interface Deps {
  config: Config;
  repo: NavigationRepository;
  audit: AuditService;
  /** Tells every process the navigation changed. */
  publish: () => Promise<void>;
  now?: () => number;
}

interface Snapshot {
  rows: NavItemRow[];
  names: Map<string, Map<string, string>>;
}

/**
 * Every page asks for the navigation, and it changes a few times a year: the
 * rows and the names written in place are kept in memory for a few seconds,
 * and dropped at once by a change in any process (bus `navigation:changed`).
 */
const CACHE_MS = 5_000;

/** Bus channel: navigation items or their names changed; every process reads them again. */
export const NAVIGATION_CHANGED = 'navigation:changed';

export function createNavigationService({ config, repo, audit, publish, now = Date.now }: Deps) {
  const site: NavSite = { publicUrl: config.publicUrl, classicSiteUrl: config.classicSiteUrl ?? null };
  let cached: { value: Promise<Snapshot>; until: number } | undefined;

  /** The rows and the per-language names, read together. */
  function snapshot(): Promise<Snapshot> {
    const t = now();
    if (!cached || cached.until <= t) {
      const value = Promise.all([repo.all(), repo.names()]).then(([rows, names]) => ({ rows, names }));
      cached = { value, until: t + CACHE_MS };
      value.catch(() => {
        cached = undefined;
      });
    }
    return cached.value;
  }

  /** A change here: this process forgets at once, the others when the bus tells them. */
  async function changed() {
    cached = undefined;
    await publish();
  }

  /** An item's name in a language: what a link editor wrote for it, else the dictionary's, else its name. */
  function nameIn(row: NavItemRow, locale: Locale, names: Snapshot['names']): string {
    if (locale === 'eng' && !row.sid) return row.name;
    const written = row.sid ? names.get(row.sid)?.get(locale) : undefined;
    const dictionary: Readonly<Record<string, string>> = dictionaries[locale]._new_site_nav;
    return written || (row.sid && entry(dictionary, row.sid)) || row.name;
  }

  function translate(row: NavItemRow, locale: Locale, names: Snapshot['names']): NavItem {
    return {
      nav_item_id: row.navItemId,
      name: row.name,
      sid: row.sid,
      translated_name: nameIn(row, locale, names),
      link: row.link,
      target: row.target,
      tags: row.tags,
      access_type: row.accessType,
      parent_ids: row.parentIds,
      location: row.location as NavLocation,
      tailwind: row.tailwind,
    };
  }

  function toValues(input: NavItemInput): NavItemValues {
    return {
      name: input.name,
      sid: input.sid,
      link: input.link,
      target: input.target,
      tags: input.tags,
      accessType: input.access_type,
      parentIds: input.parent_ids,
      location: input.location,
      tailwind: input.tailwind,
    };
  }

  /** Parents must exist, and an item cannot hang below itself. */
  async function checkParents(input: NavItemInput, selfId?: number): Promise<void> {
    const parents = parentIdsOf(input);
    if (selfId !== undefined && parents.includes(selfId)) {
      throw badRequest('parent_ids: An item cannot be its own parent', {
        parent_ids: 'An item cannot be its own parent',
      });
    }
    const existing = await repo.existingIds(parents);
    const missing = parents.find((id) => !existing.has(id));
    if (missing !== undefined) {
      const message = `No navigation item has id ${missing}`;
      throw badRequest(`parent_ids: ${message}`, { parent_ids: message });
    }
  }

  /** Only admins and link editors may change navigation (spec §6). */
  function assertCanEdit(viewer: Roles): void {
    if (!viewer.isAllowedLinkEditors) throw forbidden('Only admins and link editors can change navigation');
  }

  return {
    async visibleTo(viewer: Roles, locale: Locale): Promise<NavItem[]> {
      const { rows, names } = await snapshot();
      return filterVisibleItems(
        rows.map((row) => translate(row, locale, names)),
        viewer,
        site,
      );
    },

    /** GET /next/api/sitelang/nav_strings: every item's name in one language, by sid. */
    async strings(locale: Locale): Promise<NavString[]> {
      const { names } = await snapshot();
      const dictionary: Readonly<Record<string, string>> = dictionaries[locale]._new_site_nav;
      const merged = new Map(Object.entries(dictionary));
      for (const [sid, byLocale] of names) {
        const written = byLocale.get(locale);
        if (written) merged.set(sid, written);
      }
      return [...merged].map(([sid, string]) => ({ sid, string }));
    },

    async create(request: FastifyRequest, input: NavItemInput, locale: Locale): Promise<NavItem> {
      assertCanEdit(request.viewer);
      await checkParents(input);
      const row = await repo.insert(toValues(input));
      await changed();
      await audit.record(request, 'nav.create', row.navItemId, { after: input });
      return translate(row, locale, (await snapshot()).names);
    },

    /**
     * Replaces an item. A `translated_name` other than the one the editor's language shows is
     * that language's name from now on (the item gets a sid of its own if it had none); `name`
     * stays the fallback where no language has one.
     */
    async update(request: FastifyRequest, input: NavItemUpdate, locale: Locale): Promise<void> {
      assertCanEdit(request.viewer);
      const before = await repo.findById(input.nav_item_id);
      if (!before) throw notFound(`No navigation item has id ${input.nav_item_id}`);
      await checkParents(input, input.nav_item_id);
      const { translated_name: translated, ...item } = input;
      const values = toValues(item);
      const names = (await snapshot()).names;
      // The whole item comes back as it was read: only a name that differs from what this language shows is new.
      if (translated !== undefined && translated !== nameIn(before, locale, names)) {
        values.sid ||= `item_${input.nav_item_id}`;
        await repo.saveName(values.sid, locale, translated);
      }
      await repo.update(input.nav_item_id, values);
      await changed();
      await audit.record(request, 'nav.update', input.nav_item_id, {
        before: translate(before, locale, names),
        after: { ...input, locale },
      });
    },

    /** Puts sibling items in the order given (a menu's items, a group's links). */
    async reorder(request: FastifyRequest, ids: readonly number[]): Promise<void> {
      assertCanEdit(request.viewer);
      const existing = await repo.existingIds([...ids]);
      const missing = ids.find((id) => !existing.has(id));
      if (missing !== undefined) throw notFound(`No navigation item has id ${missing}`);
      await repo.reorder(ids);
      await changed();
      await audit.record(request, 'nav.reorder', null, { ids });
    },

    async remove(request: FastifyRequest, id: number): Promise<void> {
      assertCanEdit(request.viewer);
      if (await repo.hasChildren(id)) throw conflict('Move or delete the items below this one first');
      const removed = await repo.delete(id);
      if (!removed) throw notFound(`No navigation item has id ${id}`);
      await changed();
      await audit.record(request, 'nav.delete', id, { before: translate(removed, 'eng', new Map()) });
    },

    /** Another process changed the navigation. */
    forget() {
      cached = undefined;
    },
  };
}
export type NavigationService = ReturnType<typeof createNavigationService>;
