// The ErrorBoundary around every page (app/router.tsx): a page that throws, or whose code cannot be
// loaded, shows a way out inside the shell, not a blank page; the next navigation clears it.
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router-dom'

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  )
}

export function RouteError() {
  const error = useRouteError()
  const location = useLocation()
  const navigate = useNavigate()
  // The same view again, as a new navigation: the router drops the error and runs the loader anew.
  const tryAgain = () => void navigate(location, { replace: true, state: location.state })
  if (isChunkLoadError(error) && !navigator.onLine) {
    return (
      <section className="page error-page">
        <h1>You are offline</h1>
        <p>This page has not been opened since the console loaded, so its code is not here yet.</p>
        <p>Reconnect, then try again. The pages you already opened still work.</p>
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    )
  }
  if (isChunkLoadError(error)) {
    return (
      <section className="page error-page">
        <h1>A new version is available</h1>
        <p>
          This part of the console could not be loaded, most likely because the site was updated.
        </p>
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          Reload
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
      <h1>Something went wrong</h1>
      <p>This page hit an error it could not recover from. Your other pages and data are fine.</p>
      <pre className="error-detail">{message}</pre>
      <p className="toolbar">
        <button type="button" className="button primary" onClick={tryAgain}>
          Try again
        </button>
        <Link to="/">Back to Overview</Link>
      </p>
    </section>
  )
}
