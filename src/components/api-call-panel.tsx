// The open "API call" panel: the page's request as the console sends it to the live environment,
// to copy in five forms, the key redacted unless "Include secrets" is ticked.
import { useId, useState } from 'react'
import type { PreparedRequest } from '../api/prepare'
import { redactedUrl } from '../api/snippets'
import { useT } from '../lib/i18n/i18n'
import { IncludeSecrets, SnippetButtons } from './snippet-buttons'
import '../lib/i18n/en/components'

export function ApiCallPanel({ call }: { call: PreparedRequest | null }) {
  const t = useT()
  const id = useId()
  const [includeSecrets, setIncludeSecrets] = useState(false)
  if (!call) return <p className="muted">{t('components.no-server')}</p>
  return (
    <>
      <p id={`${id}-call`} className="api-call-line">
        <span className="log-method">{call.method}</span> {redactedUrl(call, { includeSecrets })}
      </p>
      <IncludeSecrets checked={includeSecrets} onChange={setIncludeSecrets} />
      <SnippetButtons request={call} options={{ includeSecrets }} describedBy={`${id}-call`} />
    </>
  )
}
