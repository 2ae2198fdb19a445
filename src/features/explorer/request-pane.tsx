// The explorer's request: where it goes, its fields, and Send with the contract's problems. Send
// refuses a request that breaks the contract (Send anyway sends it) and, on Production, asks first.
import { useMemo, useRef } from 'react'
import { environmentLabels } from '../../api/environments'
import { authFor, baseUrlFor, useSettings } from '../../api/settings'
import { checkRequest } from './check-request'
import { needsConfirmation } from './confirm-send'
import type { Draft } from './draft'
import type { ExplorerOperation } from './operations'
import { SendBar } from './problems'
import { RequestForm } from './request-form'

export function RequestPane({
  operations,
  operation,
  draft,
  onChange,
  sending,
  onSend,
  onConfirm,
}: {
  operations: readonly ExplorerOperation[]
  operation: ExplorerOperation
  draft: Draft
  onChange: (draft: Draft) => void
  sending: boolean
  onSend: () => void
  /** Send was pressed on an environment that asks first. */
  onConfirm: () => void
}) {
  const { environment } = useSettings()
  const check = useMemo(() => checkRequest(operation, draft), [operation, draft])
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
      aria-label="Request"
      onSubmit={(e) => e.preventDefault()}
    >
      <Target environment={environment} />
      <RequestForm
        operations={operations}
        operation={operation}
        draft={draft}
        onChange={onChange}
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
  const settings = useSettings()
  const baseUrl = baseUrlFor({ ...settings, environment })
  const auth = authFor(environment)
  const key =
    auth.placement === 'bearer'
      ? 'Authorization: Bearer'
      : auth.placement === 'query'
        ? `the ${auth.queryName} query parameter`
        : `the ${auth.headerName} header`
  return (
    <p className="explorer-target muted">
      To <strong>{environmentLabels[environment]}</strong>
      {baseUrl ? (
        <>
          {' '}
          at <code>{baseUrl}</code>
        </>
      ) : null}
      . The API key, when Settings has one, goes in {key}.
    </p>
  )
}
