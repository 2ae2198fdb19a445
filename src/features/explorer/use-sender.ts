// Sending from the explorer: one call at a time (a new send cancels the one still out), its answer,
// and a line in the history for each send.
import { useCallback, useEffect, useRef, useState } from 'react'
import { statusLine } from '../../api/errors'
import { announce } from '../../lib/announcer'
import { t } from '../../lib/i18n/i18n'
import type { Draft } from './draft'
import { remember } from './history'
import type { ExplorerOperation } from './operations'
import { requestPath, sendDraft, type Sent } from './send'
import '../../lib/i18n/en/explorer'

export function useSender() {
  const [sent, setSent] = useState<Sent | null>(null)
  const [sending, setSending] = useState(false)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const send = useCallback(async (operation: ExplorerOperation, draft: Draft) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setSending(true)
    const result = await sendDraft(operation, draft, current.signal)
    if (current.signal.aborted) return
    setSent(result)
    setSending(false)
    // The answer appears away from Send: a screen reader hears its status without going to it.
    const record = result.record
    if (record?.status != null) {
      const status = statusLine(record.status, '')
      announce(
        t('explorer.announce-response', { status, duration: String(record.durationMs ?? 0) }),
      )
    }
    const { status = null, error = null } = result.record ?? {}
    remember(
      {
        at: Date.now(),
        label: `${operation.method} ${requestPath(operation, draft)}`,
        outcome: result.record ? { status, error } : null,
        draft,
      },
      result.record?.secretHeaders,
    )
  }, [])
  return { sent, sending, send }
}
