// Recording a call (the client's third step): the record the request log shows, emitted when the
// call starts and again as it settles. Who hears it is registered at start-up (src/app/wiring.ts).
import { t } from '../lib/i18n/i18n'
import type { NetworkReason } from './errors'
import type { PreparedRequest } from './prepare'
import type { ApiTarget, EnvironmentId } from './target'

/** One call as the request log shows it; emitted when it starts and again when it settles. */
export interface RequestRecord extends PreparedRequest {
  id: number
  /** The environment and base URL the call went to: the contract check and its badge use them. */
  environment: EnvironmentId
  baseUrl: string
  startedAt: number
  durationMs: number | null
  status: number | null
  responseHeaders: Record<string, string>
  responseBody: string | null
  responseBytes: number | null
  error: 'timeout' | 'cancelled' | 'network error' | null
  /** Time to parse and check the body, once done. */
  parseMs: number | null
  /** Why a network error happened, once the diagnosis has found out. */
  networkReason?: NetworkReason
  /**
   * The body as parsed (int64-exact), on the settled record only, for the contract check: it saves
   * parsing a large body twice. Observers must not keep it.
   */
  parsedBody?: unknown
}

export type RequestObserver = (record: RequestRecord) => void

const errorLabels = {
  timeout: 'errors.status-timeout',
  cancelled: 'errors.status-cancelled',
  'network error': 'errors.status-network-error',
} as const

/** The status the log and the explorer's history show: the HTTP status, or what happened instead. */
export function statusLabel(record: Pick<RequestRecord, 'status' | 'error'>): string {
  if (record.error !== null) return t(errorLabels[record.error])
  return record.status === null ? t('errors.status-pending') : String(record.status)
}

/** Updates a call's record; each update is emitted as a copy. */
export type Recorder = (patch: Partial<RequestRecord>) => void

let nextRecordId = 1

/** Emits the record of a call that starts now, and returns how to update it. */
export function startRecord(
  target: ApiTarget,
  prepared: PreparedRequest,
  emit: RequestObserver,
): Recorder {
  const record: RequestRecord = {
    id: nextRecordId++,
    environment: target.environment,
    baseUrl: target.baseUrl,
    ...prepared,
    startedAt: Date.now(),
    durationMs: null,
    status: null,
    responseHeaders: {},
    responseBody: null,
    responseBytes: null,
    error: null,
    parseMs: null,
  }
  emit({ ...record })
  return (patch) => {
    Object.assign(record, patch)
    emit({ ...record })
    // The parsed body goes out once, with the settled record.
    delete record.parsedBody
  }
}
