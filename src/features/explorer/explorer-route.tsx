// /explorer: any request the contract describes, even a wrong one on purpose. The operations,
// parameters, bodies and examples come from the contract (the server's own when it publishes one,
// else openapi.yaml); the request is checked as it is typed,
// sent through the one client, and its answer shown with the contract's verdict.
import { useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLocation, useNavigate } from 'react-router-dom'
import { useConfigReading } from '../../api/configure'
import { authFor, useSettings } from '../../api/settings'
import { useT } from '../../lib/i18n/i18n'
import { PageHeader } from '../../lib/page-header'
import { ContractChanges } from '../contract/contract-changes'
import { ContractSource } from '../contract/contract-source'
import { useContractState } from '../contract/live-contract'
import { ConfirmSend, needsConfirmation } from './confirm-send'
import { urlFromDraft, type Draft } from './draft'
import { readExplorerState } from './explorer-link'
import {
  bundledSource,
  startKeys,
  startOf,
  useChoose,
  useChosen,
  useDetailed,
  withDetails,
  type OperationSource,
} from './explorer-start'
import { HistoryList } from './history-list'
import type { ExplorerOperation } from './operations'
import { SEND_ID } from './problems'
import { RequestPane } from './request-pane'
import type { OpenRequest } from './response-links'
import { ResponseView } from './response-view'
import { useSender } from './use-sender'
import './explorer.css'
export { RouteError as ErrorBoundary } from '../../lib/route-error'
import '../../lib/i18n/en/explorer'

export function Component() {
  const location = useLocation()
  // A navigation from elsewhere (a link, the log, a tour, the history) starts a new visit; the
  // explorer's own URL updates carry the visit they belong to, which goes on.
  const visit = readExplorerState(location.state).own ?? location.key
  const { environment } = useSettings()
  const { url, state } = useContractState(environment)
  // config.json may name the server's contract, and its first read is waited for, so a link to one
  // of that contract's operations opens it (and the URL keeps it).
  const configReading = useConfigReading()
  if (configReading || (url !== null && (!state || state.status === 'loading')))
    return (
      <section className="page explorer-page">
        <ExplorerHeader />
        <ContractSource environment={environment} />
      </section>
    )
  return <Explorer key={visit} visit={visit} />
}

function ExplorerHeader() {
  const t = useT()
  return <PageHeader title={t('explorer.title')} subtitle={t('explorer.subtitle')} />
}

/** Names the API key may go under: kept out of the URL. */
function secretNamesFor(environment: ReturnType<typeof useSettings>['environment']) {
  const auth = authFor(environment)
  return [auth.headerName, auth.queryName, 'authorization'].map((name) => name.toLowerCase())
}

/** The URL follows the request as it is edited (the key left out), so it can be shared. */
function useDraftInUrl(
  visit: string,
  operation: ExplorerOperation | undefined,
  draft: Draft | null | undefined,
) {
  const location = useLocation()
  const navigate = useNavigate()
  const { environment } = useSettings()
  const search =
    operation && draft
      ? `?${urlFromDraft(draft, operation, secretNamesFor(environment)).toString()}`
      : ''
  useEffect(() => {
    const own = readExplorerState(location.state).own === visit
    if (own && location.search === search) return
    void navigate({ search }, { replace: true, state: { own: visit } })
  }, [search, visit, location, navigate])
}

/** A tour step that asks to send does so once, as the visit starts; Production asks first. */
function useSendOnOpen(
  start: ReturnType<typeof startOf>,
  operation: ExplorerOperation | undefined,
  send: ReturnType<typeof useSender>['send'],
) {
  const { environment } = useSettings()
  const sentOnOpen = useRef(false)
  useEffect(() => {
    if (!start.send || sentOnOpen.current || !operation || !start.draft) return
    sentOnOpen.current = true
    if (!needsConfirmation(operation, environment)) void send(operation, start.draft)
  }, [start, operation, environment, send])
}

/** Asks for the detail of the operations the visit may start at, then starts it. */
function Explorer({ visit }: { visit: string }) {
  const location = useLocation()
  const settings = useSettings()
  const { state } = useContractState(settings.environment)
  const live = state?.status === 'live' ? state.contract : null
  const source = useMemo(() => live ?? bundledSource(), [live])
  const [keys] = useState(() => startKeys(location, source.operations))
  const [ready, setReady] = useState(() => keys.every((key) => source.detailNow(key)))
  useEffect(() => {
    if (ready) return
    let current = true
    const done = () => current && setReady(true)
    // A detail that cannot be had leaves its operation to the fallbacks startOf has.
    Promise.all(keys.map((key) => source.detail(key))).then(done, done)
    return () => {
      current = false
    }
  }, [ready, keys, source])
  // For the moment the detail takes (a message to the worker), the page says nothing it must take back.
  if (!ready)
    return (
      <section className="page explorer-page">
        <ExplorerHeader />
      </section>
    )
  return <ExplorerPage visit={visit} source={source} />
}

function ExplorerPage({ visit, source }: { visit: string; source: OperationSource }) {
  const t = useT()
  const location = useLocation()
  const settings = useSettings()
  const { operations } = source
  const [start] = useState(() => startOf(location, withDetails(source)))
  const [draft, setDraft] = useState(start.draft)
  const known = operations.some((o) => o.key === draft?.operation)
  const operation = useChosen(source, known ? draft?.operation : operations[0]?.key)
  const choose = useChoose(source, setDraft)
  const { sent, sending, send } = useSender()
  const detailed = useDetailed(source, sent)
  // A tour step that asks to send on Production asks first, as Send would.
  const [confirming, setConfirming] = useState(
    () => start.send && !!operation && needsConfirmation(operation, settings.environment),
  )
  useDraftInUrl(visit, operation, draft)
  useSendOnOpen(start, operation, send)
  // A link or a value from the answer: the request pane shows it at once, then Send may have focus.
  const open: OpenRequest = (next, options) => {
    flushSync(() => setDraft(next))
    if (options?.focusSend) document.getElementById(SEND_ID)?.focus()
  }

  return (
    <section className="page explorer-page">
      <ExplorerHeader />
      <ContractSource environment={settings.environment} />
      {start.missing && (
        <p className="card explorer-notice">
          {t('explorer.no-operation-for-call', { operation: start.missing })}
        </p>
      )}
      {operations.length > 0 && !operation ? null : !operation || !draft ? (
        <p className="card">{t('explorer.no-operations')}</p>
      ) : (
        <div className="explorer-grid">
          <RequestPane
            operations={operations}
            operation={operation}
            draft={draft}
            onChange={setDraft}
            onChoose={choose}
            sending={sending}
            onSend={() => void send(operation, draft)}
            onConfirm={() => setConfirming(true)}
          />
          <ResponseView
            sent={sent}
            sending={sending}
            next={{ operations: detailed, operation, draft, onOpen: open }}
          />
        </div>
      )}
      <ContractChanges environment={settings.environment} />
      <HistoryList />
      {confirming && operation && draft && (
        <ConfirmSend
          operation={operation}
          onCancel={() => setConfirming(false)}
          onSend={() => {
            setConfirming(false)
            void send(operation, draft)
          }}
        />
      )}
    </section>
  )
}
