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
import { dictionaries } from '../../../i18n/all.ts';
import { entry } from '../../../i18n/types.ts';
import type { Config } from '../../config.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { NavItemRow, NavItemValues, NavigationRepository } from './repository.ts';

interface Deps {
  config: Config;
  repo: NavigationRepository;
  audit: AuditService;
  now?: () => number;
}

/**
 * Every page asks for the navigation, and it changes a few times a year: the
 * rows are kept in memory for a few seconds, and dropped at once by a change
 * made in this process (other processes catch up within the same few seconds).
 */
const ROWS_CACHE_MS = 5_000;

export function createNavigationService({ config, repo, audit, now = Date.now }: Deps) {
  const site: NavSite = { publicUrl: config.publicUrl, classicSiteUrl: config.classicSiteUrl ?? null };
  let rows: { value: Promise<NavItemRow[]>; until: number } | undefined;

  function allRows(): Promise<NavItemRow[]> {
    const t = now();
    if (!rows || rows.until <= t) {
      const value = repo.all();
      rows = { value, until: t + ROWS_CACHE_MS };
      value.catch(() => {
        rows = undefined;
      });
    }
    return rows.value;
  }

  function translate(row: NavItemRow, locale: Locale): NavItem {
    const names: Readonly<Record<string, string>> = dictionaries[locale]._new_site_nav;
    return {
      nav_item_id: row.navItemId,
      name: row.name,
      sid: row.sid,
      translated_name: (row.sid && entry(names, row.sid)) || row.name,
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
      const items = (await allRows()).map((row) => translate(row, locale));
      return filterVisibleItems(items, viewer, site);
    },

    async create(request: FastifyRequest, input: NavItemInput, locale: Locale): Promise<NavItem> {
      assertCanEdit(request.viewer);
      await checkParents(input);
      const row = await repo.insert(toValues(input));
      rows = undefined;
      await audit.record(request, 'nav.create', row.navItemId, { after: input });
      return translate(row, locale);
    },

    async update(request: FastifyRequest, input: NavItemUpdate): Promise<void> {
      assertCanEdit(request.viewer);
      const before = await repo.findById(input.nav_item_id);
      if (!before) throw notFound(`No navigation item has id ${input.nav_item_id}`);
      await checkParents(input, input.nav_item_id);
      await repo.update(input.nav_item_id, toValues(input));
      rows = undefined;
      await audit.record(request, 'nav.update', input.nav_item_id, { before: translate(before, 'eng'), after: input });
    },

    async remove(request: FastifyRequest, id: number): Promise<void> {
      assertCanEdit(request.viewer);
      const removed = await repo.delete(id);
      rows = undefined;
      if (!removed) throw notFound(`No navigation item has id ${id}`);
      await audit.record(request, 'nav.delete', id, { before: translate(removed, 'eng') });
    },
  };
}
export type NavigationService = ReturnType<typeof createNavigationService>;
