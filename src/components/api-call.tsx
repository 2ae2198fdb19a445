// A page's own API call, to copy as cURL, PowerShell, fetch, Python or HTTPie: the request the
// client would send to the live environment. The panel and the snippet code load when it is first
// opened: no page needs them to show its data.
import type { QueryMeta } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { currentTarget, prepareRequest, type PreparedRequest } from '../api/prepare'
import type { PageCall } from '../api/query-meta'
import { useSettings } from '../api/settings'
import { useT } from '../lib/i18n/i18n'
import '../lib/i18n/en/components'

const ApiCallPanel = lazy(() =>
  import('./api-call-panel').then((m) => ({ default: m.ApiCallPanel })),
)

function prepared({ method, path }: PageCall, body: unknown): PreparedRequest | null {
  try {
    return prepareRequest(path, { method, body, target: currentTarget() })
  } catch {
    return null // no base URL yet: there is no call to copy
  }
}

/** The page's call: the options of the query it reads, or a call with the body a form would send. */
export function ApiCall(
  props: { query: { meta?: QueryMeta } } | { call: PageCall; body: unknown },
) {
  // Read so a new environment, key or placement redraws the call.
  useSettings()
  const t = useT()
  const [open, setOpen] = useState(false)
  const { call, body } =
    'query' in props ? { call: props.query.meta?.call, body: undefined } : props
  if (!call) return null // a query that does not say its call has none to copy
  return (
    <details className="api-call" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="button">{t('components.api-call')}</summary>
      <div className="api-call-panel">
        {open && (
          <Suspense fallback={<p className="muted">{t('components.loading')}</p>}>
            <ApiCallPanel call={prepared(call, body)} />
          </Suspense>
        )}
      </div>
    </details>
  )
}
