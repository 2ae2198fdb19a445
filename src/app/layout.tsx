// The shell: header (brand, navigation, environment badge, tools) and the routed page.
import { Suspense } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router-dom'
import { EnvironmentBadge } from '../components/environment-badge'
import { OfflineBanner } from '../components/offline-banner'
import { RequestLogButton, RequestLogPanel } from '../components/request-log'
import { Shortcuts } from '../components/shortcuts'
import { ThemeControl } from '../components/theme-control'
import { Toasts } from '../components/toasts'
import { RouteErrorBoundary } from './route-error'

const navItems = [
  { to: '/', label: 'Overview', end: true },
  { to: '/pets', label: 'Pets', end: false },
  { to: '/orders', label: 'Orders', end: false },
  { to: '/settings', label: 'Settings', end: false },
]

export function Layout() {
  const { pathname } = useLocation()
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="brand">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <g fill="var(--bg)">
              <ellipse cx="16" cy="21" rx="6" ry="5" />
              <circle cx="9" cy="13" r="2.6" />
              <circle cx="14" cy="9" r="2.6" />
              <circle cx="19" cy="9" r="2.6" />
              <circle cx="24" cy="13" r="2.6" />
            </g>
          </svg>
          <span className="brand-name">Pet Store Console</span>
          <EnvironmentBadge />
        </div>
        <nav aria-label="Main" className="main-nav">
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="header-tools" id="header-tools">
          <ThemeControl />
          <RequestLogButton />
          <Shortcuts />
        </div>
      </header>
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* A page that throws shows RouteError inside the shell; navigating away clears it. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <RequestLogPanel />
      <Toasts />
    </div>
  )
}
