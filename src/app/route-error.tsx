// A rendering error, or a lazy chunk that vanished after a redeploy, shows this instead of a white page.
// The console uses the declarative <BrowserRouter> (about 16 KB gzip lighter than the data router, which
// kept the first page over its 100 KiB budget), so errors are caught by this boundary, not errorElement.
import { Component, type ReactNode } from 'react'
import { Link } from 'react-router-dom'

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  )
}

export function RouteError({ error }: { error: unknown }) {
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
  const message = error instanceof Error ? error.message : String(error)
  return (
    <section className="page error-page">
      <h1>Something went wrong</h1>
      <p>This page hit an error it could not recover from. Your other pages and data are fine.</p>
      <pre className="error-detail">{message}</pre>
      <p>
        <Link to="/">Back to Overview</Link>
      </p>
    </section>
  )
}

type BoundaryProps = { resetKey: string; children: ReactNode }
type BoundaryState = { error: unknown; resetKey: string; failed: boolean }

/** Shows RouteError for a render error below it; navigating elsewhere (a new resetKey) clears it. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey, failed: false }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey }
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children
  }
}
