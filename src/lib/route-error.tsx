// The ErrorBoundary around every page (app/router.tsx): a page that throws, or whose code cannot be
// loaded, shows a way out inside the shell, not a blank page; the next navigation clears it.
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router-dom'
import { useT } from './i18n/i18n'

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  )
}

export function RouteError() {
  const t = useT()
  const error = useRouteError()
  const location = useLocation()
  const navigate = useNavigate()
  // The same view again, as a new navigation: the router drops the error and runs the loader anew.
  const tryAgain = () => void navigate(location, { replace: true, state: location.state })
  if (isChunkLoadError(error) && !navigator.onLine) {
    return (
      <section className="page error-page">
        <h1>{t('lib.route-offline-title')}</h1>
        <p>{t('lib.route-offline-why')}</p>
        <p>{t('lib.route-offline-fix')}</p>
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          {t('lib.try-again')}
        </button>
      </section>
    )
  }
  if (isChunkLoadError(error)) {
    return (
      <section className="page error-page">
        <h1>{t('lib.route-new-version-title')}</h1>
        <p>{t('lib.route-new-version-why')}</p>
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          {t('lib.reload')}
        </button>
      </section>
    )
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <section className="page error-page">
      <h1>{t('lib.route-error-title')}</h1>
      <p>{t('lib.route-error-why')}</p>
      <pre className="error-detail">{message}</pre>
      <p className="toolbar">
        <button type="button" className="button primary" onClick={tryAgain}>
          {t('lib.try-again')}
        </button>
        <Link to="/">{t('lib.back-to-overview')}</Link>
      </p>
    </section>
  )
}
