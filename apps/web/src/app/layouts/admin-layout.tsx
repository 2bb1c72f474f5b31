import { useQueryClient } from '@tanstack/react-query';
import {
  CalendarCheck,
  Coins,
  LayoutDashboard,
  Inbox,
  ListRestart,
  LogOut,
  Menu as MenuIcon,
  Plane,
  PlaneTakeoff,
  ScrollText,
  ShieldCheck,
  Tags,
  Users,
  UsersRound,
  X,
} from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { cn, FullPageSpinner, Logo } from '@/components/ui';
import { useUnreadMessages } from '@/lib/api/get-unread-messages';
import { adminHome, useAdminSession, useIsFullAdmin } from '@/lib/session';
import { signOutAdmin } from '@/lib/sign-out';
import { ScrollToTopButton } from '@/app/scroll-to-top-button';

const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/today', label: 'Today', icon: PlaneTakeoff },
  { to: '/admin/flights', label: 'Flights', icon: Plane },
  { to: '/admin/bookings', label: 'Bookings', icon: CalendarCheck },
  { to: '/admin/refunds', label: 'Refunds', icon: Coins },
  { to: '/admin/fare-brands', label: 'Fare brands', icon: Tags, fullAdmin: true },
  { to: '/admin/audit', label: 'Audit', icon: ScrollText, fullAdmin: true },
  { to: '/admin/security', label: 'Security', icon: ShieldCheck },
  { to: '/admin/messages', label: 'Messages', icon: Inbox },
  { to: '/admin/team', label: 'Team', icon: UsersRound, fullAdmin: true },
  { to: '/admin/jobs', label: 'Jobs', icon: ListRestart, fullAdmin: true },
] as const;

/** The back-office chrome (docs/product.md#22-shared-chrome): sidebar, header with the admin, collapsing on small screens. */
export function AdminLayout() {
  const { admin } = useAdminSession();
  // an agent sees no link to the audit trail, the team or the jobs (docs/product.md#121-roles-and-the-team)
  const fullAdmin = useIsFullAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const unread = useUnreadMessages().data ?? 0;

  useEffect(() => setSidebarOpen(false), [pathname]);

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  const logout = () => {
    void signOutAdmin().then(() => {
      queryClient.clear();
      void navigate('/admin/login');
    });
  };

  const name = [admin?.firstName, admin?.lastName].filter(Boolean).join(' ') || 'Administrator';

  return (
    <div className="min-h-screen bg-slate-50">
      {sidebarOpen && (
        <button
          type="button"
          aria-label="Close sidebar"
          tabIndex={-1}
          className="fixed inset-0 z-30 bg-navy-950/50 lg:hidden"
          onClick={() => setSidebarOpen(false)}
        />
      )}
      <aside
        id="admin-sidebar"
        className={cn(
          'fixed inset-y-0 start-0 z-40 flex w-64 flex-col bg-navy-950 text-navy-100 transition-[translate,visibility] duration-200 print:hidden',
          // closed on a phone: out of sight and out of the keyboard's way
          sidebarOpen ? 'translate-x-0' : 'max-lg:invisible -translate-x-full lg:translate-x-0',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-navy-800 px-5">
          <Link
            to={adminHome(admin)}
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-sky-400"
          >
            <Logo tone="light" className="[&_span]:text-lg" />
          </Link>
          <button
            type="button"
            aria-label="Close sidebar"
            onClick={() => setSidebarOpen(false)}
            className="rounded-lg p-1.5 text-navy-300 hover:bg-navy-800 hover:text-white lg:hidden"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Admin" className="flex-1 space-y-1 p-3">
          {LINKS.filter((link) => fullAdmin || !('fullAdmin' in link)).map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-sky-400',
                  isActive ? 'bg-sky-500/15 text-white' : 'text-navy-200 hover:bg-navy-800 hover:text-white',
                )
              }
            >
              <Icon className="size-5" aria-hidden="true" />
              {label}
              {to === '/admin/messages' && unread > 0 && (
                <span className="ml-auto rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-navy-950">
                  {unread}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </NavLink>
          ))}
        </nav>
        <div className="border-t border-navy-800 p-3">
          <button
            type="button"
            onClick={logout}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-navy-200 hover:bg-navy-800 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-400"
          >
            <LogOut className="size-5" aria-hidden="true" />
            Logout
          </button>
        </div>
      </aside>

      <div className="lg:ps-64 print:ps-0">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-4 border-b border-navy-100 bg-white/90 px-4 backdrop-blur sm:px-6 print:hidden">
          <button
            type="button"
            aria-label="Open sidebar"
            aria-controls="admin-sidebar"
            aria-expanded={sidebarOpen}
            onClick={() => setSidebarOpen(true)}
            className="rounded-lg p-2 text-navy-800 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-sky-500 lg:hidden"
          >
            <MenuIcon className="size-6" aria-hidden="true" />
          </button>
          <p className="hidden text-sm font-semibold text-navy-500 sm:block">Admin Panel</p>
          <div className="flex min-w-0 items-center gap-3">
            <div className="min-w-0 text-end">
              <p className="truncate text-sm font-semibold text-navy-900">{name}</p>
              <p className="truncate text-xs text-navy-500">{admin?.email}</p>
            </div>
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white">
              {(admin?.firstName || admin?.email || 'A').charAt(0).toUpperCase()}
            </span>
          </div>
        </header>
        <main id="main" className="p-4 sm:p-6 lg:p-8">
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <ScrollToTopButton />
    </div>
  );
}
