// What breaks the contract in the request, each by where it is, with Send and, while there are
// problems, Send anyway beside them: a wrong request can still be sent, on purpose.
import type { RefObject } from 'react'
import { plural } from '../../lib/format'
import type { Problem, RequestCheck } from './check-request'
import { problemId } from './request-form'

export function SendBar({
  check,
  sending,
  onSend,
  onSendAnyway,
  onShowInBody,
  listRef,
}: {
  check: RequestCheck
  sending: boolean
  onSend: () => void
  onSendAnyway: () => void
  onShowInBody: (offset: number) => void
  listRef: RefObject<HTMLDivElement | null>
}) {
  const { problems, notes } = check
  const blocked = problems.length > 0
  return (
    <div className="explorer-send">
      {blocked && (
        <div
          className="explorer-problems"
          ref={listRef}
          tabIndex={-1}
          id="explorer-problems"
          role="group"
          aria-label="Problems"
          data-tour-target=""
        >
          <p className="explorer-problems-title">
            <strong>{plural(problems.length, 'problem')}</strong> with the contract:
          </p>
          <Findings items={problems} onShowInBody={onShowInBody} ids />
        </div>
      )}
      {notes.length > 0 && (
        <details className="explorer-notes">
          <summary>{plural(notes.length, 'note')}: fields the contract does not name</summary>
          <Findings items={notes} onShowInBody={onShowInBody} />
        </details>
      )}
      <div className="row">
        <button
          type="submit"
          className="button primary"
          aria-disabled={blocked || sending || undefined}
          aria-describedby={blocked ? 'explorer-problems' : undefined}
          onClick={(event) => {
            event.preventDefault()
            onSend()
          }}
        >
          Send
        </button>
        {blocked && (
          <button type="button" className="button danger" disabled={sending} onClick={onSendAnyway}>
            Send anyway
          </button>
        )}
        {blocked && <span className="muted">Fix the request, or send it as it is.</span>}
      </div>
    </div>
  )
}

function Findings({
  items,
  onShowInBody,
  ids = false,
}: {
  items: readonly Problem[]
  onShowInBody: (offset: number) => void
  ids?: boolean
}) {
  return (
    <ul className="log-findings">
      {items.map((item, index) => (
        <li key={index} id={ids ? problemId(index) : undefined}>
          <code>{item.where}</code>: {item.message}
          {item.offset !== undefined && (
            <>
              {' '}
              <button
                type="button"
                className="button small"
                onClick={() => onShowInBody(item.offset ?? 0)}
              >
                Show in the body
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
