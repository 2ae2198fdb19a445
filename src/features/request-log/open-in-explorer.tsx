// "Open in explorer" on a request log entry: the log closes and the explorer opens with that call
// filled in (method, path, parameters, body, headers; never the key), ready to edit and send again.
import { useNavigate } from 'react-router-dom'
import type { RequestRecord } from '../../api/request-record'
import { callOf, EXPLORER_PATH, type ExplorerState } from '../explorer/explorer-link'
import { useT } from '../../lib/i18n/i18n'
import { setRequestLogOpen } from './request-log-store'
import '../../lib/i18n/en/log'

export function OpenInExplorer({
  record,
  describedBy,
}: {
  record: RequestRecord
  describedBy?: string
}) {
  const t = useT()
  const navigate = useNavigate()
  const open = () => {
    const state: ExplorerState = { call: callOf(record) }
    setRequestLogOpen(false)
    void navigate(EXPLORER_PATH, { state })
  }
  return (
    <button type="button" className="button small" aria-describedby={describedBy} onClick={open}>
      {t('log.open-in-explorer')}
    </button>
  )
}
