// The shell: header (brand, environment, navigation, tools), the routed page, the request log.
import { Fragment, memo, useRef } from 'react'
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
import { useT } from '../lib/i18n/i18n'
import { ContractBadge } from './contract-badge'
import { ConfigProblem } from './config-problem'
import { DemoApiStatus } from './demo-api-status'
import { EnvironmentBadge } from './environment-badge'
import { NewVersionBanner } from './new-version'
import { OfflineBanner } from './offline-banner'
import { pages, type Page } from './pages'
import { useScrollBelowHeader } from './scroll-below-header'
import { PresenterToggle } from './presenter'
import { useRouteFocus } from './route-focus'
import { Shortcuts } from './shortcuts'
import { ThemeControl } from './theme-control'

const navPages = pages.filter((page) => page.nav)

/** The page's title in the tab: the router's state changes on every navigation; only this reads it. */
function RouteTitle() {
  const t = useT()
  const title = (useMatches().at(-1)?.handle as Page | undefined)?.title
  return title ? <title>{t('app.document-title', { title: t(title) })}</title> : null
}

function RouteProgress() {
  const loading = useNavigation().state === 'loading'
  // Nothing while idle: an empty box at the end of a full header row would start a second one.
  return loading ? <div className="route-progress" aria-hidden="true" /> : null
}

/**
 * Memoised, with no props: a new page (or its code arriving) re-renders the layout, and the
 * header's twenty-odd components need not follow. Each of its parts reads its own stores.
 */
const Header = memo(function Header() {
  const t = useT()
  const header = useRef<HTMLElement>(null)
  useScrollBelowHeader(header)
  return (
    <header ref={header} className="app-header">
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
        <span className="brand-name">{t('app.brand')}</span>
        <PartBoundary name={t('app.part-environment-badge')}>
          <EnvironmentBadge />
        </PartBoundary>
      </div>
      <nav aria-label={t('app.main-nav')} className="main-nav">
        {/* A space after each link: where a phone's lines of links may break (Firefox balances
            them only there). A row of flex items ignores it. */}
        {navPages.map((page) => (
          <Fragment key={page.path}>
            <NavLink to={page.path} end={page.path === '/'}>
              {page.nav && t(page.nav)}
            </NavLink>{' '}
          </Fragment>
        ))}
      </nav>
      {/* After the navigation: appearing with the first answer, it moves nothing. */}
      <PartBoundary name={t('app.part-contract-badge')}>
        <ContractBadge />
      </PartBoundary>
      <div className="header-tools">
        <PartBoundary name={t('app.part-header-tools')}>
          <ThemeControl />
          <RequestLogButton />
          {/* One piece on a phone: wrapping, they go to the next row together, none alone. */}
          <div className="header-tools-more">
            <Tours />
            <CopyLinkButton />
            <PresenterToggle />
            <Shortcuts />
          </div>
        </PartBoundary>
      </div>
      <RouteProgress />
    </header>
  )
})

export function Layout() {
  const t = useT()
  const { demo } = useEnvironment()
  useRouteFocus()
  return (
    <div className="app">
      <RouteTitle />
      <a className="skip-link" href="#main">
        {t('app.skip-to-content')}
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
      <PartBoundary name={t('app.part-tour')}>
        <TourOverlay />
        <SharedView />
      </PartBoundary>
      <PartBoundary name={t('app.part-request-log')}>
        <RequestLogPanel />
      </PartBoundary>
      <Toasts />
      <Announcer />
      <ScrollRestoration />
    </div>
  )
}
