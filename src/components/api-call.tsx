// A page's own API call, to copy as cURL, PowerShell, fetch, Python or HTTPie: the same request the
// console sends to the live environment, the key redacted unless "Include secrets" is ticked.
import { useId, useState } from 'react'
import { currentTarget, prepareRequest, type PreparedRequest } from '../api/client'
import { redactedUrl } from '../api/snippets'
import { useSettings } from '../api/settings'
import { IncludeSecrets, SnippetButtons } from './snippet-buttons'

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
  const id = useId()
  const [includeSecrets, setIncludeSecrets] = useState(false)
  const call = prepared(path, method, body)
  if (!call) return null
  return (
    <details className="api-call">
      <summary className="button">API call</summary>
      <div className="api-call-panel">
        <p id={`${id}-call`} className="api-call-line">
          <span className="log-method">{method}</span> {redactedUrl(call, { includeSecrets })}
        </p>
        <IncludeSecrets checked={includeSecrets} onChange={setIncludeSecrets} />
        <SnippetButtons request={call} options={{ includeSecrets }} describedBy={`${id}-call`} />
      </div>
    </details>
  )
}
