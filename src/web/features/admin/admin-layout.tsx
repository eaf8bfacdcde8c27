/**
 * The admin area (/admin): a side menu of the staff tools beside the page.
 * Admins only; the server checks every call again (the route table's access).
 */
import {
  Award,
  BookOpen,
  CalendarDays,
  ClipboardList,
  Compass,
  Flag,
  Gauge,
  HandHeart,
  Inbox,
  Landmark,
  LayoutGrid,
  Mail,
  MessageSquareText,
  Newspaper,
  Quote,
  Server,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, NavLink, Outlet } from 'react-router';
import { isBuiltPage } from '../../../contract/site-pages.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { requireStaff } from '../../require-signed-in.ts';
import { useViewer } from '../../viewer.ts';

/** Staff enter too, for the pages marked `staff`; every other page's loader requires an admin. */
export function adminLoader(args: LoaderFunctionArgs) {
  requireStaff(args);
  return null;
}

type AdminPage =
  | 'members'
  | 'navigation'
  | 'feedback'
  | 'reports'
  | 'pageVisits'
  | 'auditLog'
  | 'serverInfo'
  | 'outbox'
  | 'payments'
  | 'walls'
  | 'testimonials'
  | 'news'
  | 'courses'
  | 'events'
  | 'proBono'
  | 'assessments';
export const ADMIN_PAGES: readonly {
  key: AdminPage;
  path: string;
  icon: ComponentType<{ className?: string }>;
  /** Staff (not only admins) use it: Wordhive's content and the assessments. */
  staff?: true;
}[] = [
  { key: 'members', path: '/admin/members', icon: Users },
  { key: 'navigation', path: '/admin/navigation', icon: Compass },
  { key: 'feedback', path: '/admin/website-feedback', icon: MessageSquareText },
  { key: 'reports', path: '/admin/feedback-reports', icon: Flag },
  { key: 'pageVisits', path: '/admin/page-visits', icon: Gauge },
  { key: 'auditLog', path: '/admin/audit-log', icon: ClipboardList },
  { key: 'serverInfo', path: '/admin/server-info', icon: Server },
  { key: 'outbox', path: '/admin/outbox', icon: Mail },
  { key: 'payments', path: '/admin/payments', icon: Landmark },
  { key: 'walls', path: '/admin/networking-walls', icon: LayoutGrid },
  { key: 'testimonials', path: '/admin/testimonials', icon: Quote },
  { key: 'news', path: '/admin/news', icon: Newspaper, staff: true },
  { key: 'courses', path: '/admin/courses', icon: BookOpen, staff: true },
  { key: 'events', path: '/admin/events', icon: CalendarDays, staff: true },
  { key: 'proBono', path: '/admin/pro-bono', icon: HandHeart, staff: true },
  { key: 'assessments', path: '/admin/assessments', icon: Award, staff: true },
];

/** The pages the viewer may use: every built one for admins, those marked `staff` for staff. */
function useAdminPages() {
  const { roles } = useViewer();
  return ADMIN_PAGES.filter((p) => isBuiltPage(p.path) && (roles.isAdmin || p.staff));
}

/** A page of the admin area: its title in the visitor's language, never indexed. */
export const adminHandle = (
  title: (dict: Parameters<NonNullable<RouteHandle['meta']>>[0]['dict']) => string,
): RouteHandle => ({
  meta: ({ dict }) => ({ title: `${title(dict)} · ${dict.admin.area} · ${dict.common.siteName}`, noindex: true }),
  cacheQuery: () => null,
});

export function AdminLayout() {
  const t = useT();
  const a = t.admin;
  const pages = useAdminPages();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={a.area} className="lg:sticky lg:top-4 lg:self-start">
        <NavLink
          to="/admin"
          end
          className="mb-2 flex items-center gap-2 px-3 text-sm font-semibold text-muted no-underline"
        >
          <Inbox aria-hidden="true" className="size-4" />
          {a.area}
        </NavLink>
        <ul className="flex gap-1 overflow-x-auto lg:flex-col">
          {pages.map(({ key, path, icon: Icon }) => (
            <li key={key}>
              <NavLink
                to={path}
                className={({ isActive }) =>
                  `flex items-center gap-2 whitespace-nowrap rounded-card px-3 py-2 text-sm no-underline ${
                    isActive ? 'bg-surface-2 font-semibold text-fg' : 'text-fg hover:bg-surface-2'
                  }`
                }
              >
                <Icon aria-hidden="true" className="size-4 text-muted" />
                {a.pages[key].title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

export const adminHomeHandle = adminHandle((d) => d.admin.home.title);

/** /admin: what each tool is for. */
export function AdminHomePage() {
  const t = useT();
  const a = t.admin;
  const pages = useAdminPages();
  return (
    <>
      <h1 className="text-2xl font-bold">{a.home.title}</h1>
      <p className="mt-2 text-muted">{a.home.intro}</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {pages.map(({ key, path, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={path}
              className="flex h-full gap-3 rounded-card border border-line bg-surface p-4 text-fg no-underline hover:bg-surface-2"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
              <span>
                <span className="block font-semibold">{a.pages[key].title}</span>
                <span className="block text-sm text-muted">{a.pages[key].intro}</span>
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
