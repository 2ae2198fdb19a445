// The shell: header (brand, environment, navigation, tools), the routed page, the request log.
import { memo } from 'react'
import { NavLink, Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom'
import { useEnvironment } from '../api/settings'
import { SimulatingLabel } from '../features/demo/simulating-label'
import { RequestLogButton } from '../features/request-log/request-log-button'
import { CopyLinkButton, SharedView } from '../features/share/copy-link'
import { TourOverlay } from '../features/tours/tour-overlay'
import { Tours } from '../features/tours/tours'
import { RequestLogPanel } from '../features/request-log/request-log-panel'
import { Toasts } from '../lib/toasts'
import { Announcer } from '../lib/announcer'
import { PartBoundary } from '../lib/error-boundary'
import { ContractBadge } from './contract-badge'
import { ConfigProblem } from './config-problem'
import { DemoApiStatus } from './demo-api-status'
import { EnvironmentBadge } from './environment-badge'
import { NewVersionBanner } from './new-version'
import { OfflineBanner } from './offline-banner'
import { pages, type Page } from './pages'
import { PresenterToggle } from './presenter'
import { useRouteFocus } from './route-focus'
import { Shortcuts } from './shortcuts'
import { ThemeControl } from './theme-control'

const navPages = pages.filter((page) => page.nav)

/** The page's title in the tab: the router's state changes on every navigation; only this reads it. */
function RouteTitle() {
  const title = (useMatches().at(-1)?.handle as Page | undefined)?.title
  return title ? <title>{`${title} · Pet Store Console`}</title> : null
}

function RouteProgress() {
  const loading = useNavigation().state === 'loading'
  return <div className={loading ? 'route-progress' : undefined} aria-hidden="true" />
}

/**
 * Memoised, with no props: a new page (or its code arriving) re-renders the layout, and the
 * header's twenty-odd components need not follow. Each of its parts reads its own stores.
 */
const Header = memo(function Header() {
  return (
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
        <PartBoundary name="The environment badge">
          <EnvironmentBadge />
        </PartBoundary>
      </div>
      <nav aria-label="Main" className="main-nav">
        {navPages.map((page) => (
          <NavLink key={page.path} to={page.path} end={page.path === '/'}>
            {page.nav}
          </NavLink>
        ))}
      </nav>
      {/* After the navigation: appearing with the first answer, it moves nothing. */}
      <PartBoundary name="The contract badge">
        <ContractBadge />
      </PartBoundary>
      <div className="header-tools">
        <PartBoundary name="The header's tools">
          <ThemeControl />
          <RequestLogButton />
          <Tours />
          <CopyLinkButton />
          <PresenterToggle />
          <Shortcuts />
        </PartBoundary>
      </div>
      <RouteProgress />
    </header>
  )
})

export function Layout() {
  const { demo } = useEnvironment()
  useRouteFocus()
  return (
    <div className="app">
      <RouteTitle />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      {demo && <SimulatingLabel />}
      <OfflineBanner demo={demo} />
      <NewVersionBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <ConfigProblem />
        {demo && <DemoApiStatus />}
        <Outlet />
      </main>
      <PartBoundary name="The tour">
        <TourOverlay />
        <SharedView />
      </PartBoundary>
      <PartBoundary name="The request log">
        <RequestLogPanel />
      </PartBoundary>
      <Toasts />
      <Announcer />
      <ScrollRestoration />
    </div>
  )
}
