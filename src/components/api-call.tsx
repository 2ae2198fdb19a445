// A page's own API call, to copy as cURL, PowerShell, fetch, Python or HTTPie: the request the
// client would send to the live environment. The panel and the snippet code load when it is first
// opened: no page needs them to show its data.
import { lazy, Suspense, useState } from 'react'
import { currentTarget, prepareRequest, type PreparedRequest } from '../api/prepare'
import { useSettings } from '../api/settings'

const ApiCallPanel = lazy(() =>
  import('./api-call-panel').then((m) => ({ default: m.ApiCallPanel })),
)

function prepared(path: string, method: 'GET' | 'POST', body: unknown): PreparedRequest | null {
  try {
    return prepareRequest(path, { method, body, target: currentTarget() })
  } catch {
    return null // no base URL yet: there is no call to copy
  }
}

export function ApiCall({
  path,
  method = 'GET',
  body,
}: {
  path: string
  method?: 'GET' | 'POST'
  body?: unknown
}) {
  // Read so a new environment, key or placement redraws the call.
  useSettings()
  const [open, setOpen] = useState(false)
  return (
    <details className="api-call" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="button">API call</summary>
      <div className="api-call-panel">
        {open && (
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <ApiCallPanel call={prepared(path, method, body)} />
          </Suspense>
        )}
      </div>
    </details>
  )
}
