// The explorer's request: where it goes, its fields, and Send with the contract's problems. Send
// refuses a request that breaks the contract (Send anyway sends it) and, on Production, asks first.
import { useMemo, useRef, type ReactNode } from 'react'
import { environmentLabel } from '../../api/environments'
import { authFor, baseUrlFor, useSettings } from '../../api/settings'
import { useT } from '../../lib/i18n/i18n'
import { checkRequest } from './check-request'
import { needsConfirmation } from './confirm-send'
import type { Draft } from './draft'
import type { ExplorerOperation, OperationSummary } from './operations'
import { SendBar } from './problems'
import { RequestForm } from './request-form'
import '../../lib/i18n/en/explorer'

export function RequestPane({
  operations,
  operation,
  draft,
  onChange,
  onChoose,
  sending,
  onSend,
  onConfirm,
}: {
  operations: readonly OperationSummary[]
  operation: ExplorerOperation
  draft: Draft
  onChange: (draft: Draft) => void
  onChoose: (operation: OperationSummary) => void
  sending: boolean
  onSend: () => void
  /** Send was pressed on an environment that asks first. */
  onConfirm: () => void
}) {
  const t = useT()
  const { environment } = useSettings()
  const { language } = t
  // The problems are words, made in the language they were checked in: a new one checks anew.
  const { check } = useMemo(
    () => ({ language, check: checkRequest(operation, draft) }),
    [operation, draft, language],
  )
  const problemsRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLTextAreaElement>(null)

  const go = (anyway: boolean) => {
    if (sending) return
    if (!anyway && check.problems.length > 0) return problemsRef.current?.focus()
    if (needsConfirmation(operation, environment)) return onConfirm()
    onSend()
  }
  const showInBody = (offset: number) => {
    bodyRef.current?.focus()
    bodyRef.current?.setSelectionRange(offset, offset + 1)
  }

  return (
    <form
      className="card explorer-request"
      aria-label={t('explorer.request-label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <Target environment={environment} />
      <RequestForm
        operations={operations}
        operation={operation}
        draft={draft}
        onChange={onChange}
        onChoose={onChoose}
        problems={check.problems}
        bodyRef={bodyRef}
      />
      <SendBar
        check={check}
        sending={sending}
        onSend={() => go(false)}
        onSendAnyway={() => go(true)}
        onShowInBody={showInBody}
        listRef={problemsRef}
      />
    </form>
  )
}

/** Where the request goes, and how the key is sent: as Settings says. */
function Target({ environment }: { environment: ReturnType<typeof useSettings>['environment'] }) {
  const t = useT()
  const settings = useSettings()
  const baseUrl = baseUrlFor({ ...settings, environment })
  const auth = authFor(environment)
  const name = auth.placement === 'query' ? auth.queryName : auth.headerName
  const values = {
    environment: environmentLabel(environment),
    baseUrl,
    strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
    code: (chunks: ReactNode[]) => <code>{chunks}</code>,
  }
  return (
    <p className="explorer-target muted">
      {baseUrl ? t.rich('explorer.target-at', values) : t.rich('explorer.target', values)}{' '}
      {t('explorer.target-key', { placement: auth.placement, name })}
    </p>
  )
}
