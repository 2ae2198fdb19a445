// The shell: header (brand, environment, navigation, tools), the routed page, the request log.
import { NavLink, Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom'
import { ContractBadge } from '../features/request-log/contract-badge'
import { RequestLogButton } from '../features/request-log/request-log-button'
import { RequestLogPanel } from '../features/request-log/request-log-panel'
import { Toasts } from '../lib/toasts'
import { EnvironmentBadge } from './environment-badge'
import { OfflineBanner } from './offline-banner'
import { pages, type Page } from './pages'
import { Shortcuts } from './shortcuts'
import { ThemeControl } from './theme-control'

const navPages = pages.filter((page) => page.nav)

export function Layout() {
  const title = (useMatches().at(-1)?.handle as Page | undefined)?.title
  const loading = useNavigation().state === 'loading'
  return (
    <div className="app">
      {title && <title>{`${title} · Pet Store Console`}</title>}
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
          <ContractBadge />
        </div>
        <nav aria-label="Main" className="main-nav">
          {navPages.map((page) => (
            <NavLink key={page.path} to={page.path} end={page.path === '/'}>
              {page.nav}
            </NavLink>
          ))}
        </nav>
        <div className="header-tools">
          <ThemeControl />
          <RequestLogButton />
          <Shortcuts />
        </div>
        <div className={loading ? 'route-progress' : undefined} aria-hidden="true" />
      </header>
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <RequestLogPanel />
      <Toasts />
      <ScrollRestoration />
    </div>
  )
}
