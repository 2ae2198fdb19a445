// What breaks the contract in the request, each by where it is, and what the check could not check,
// with Send and, while there are problems, Send anyway beside them: a wrong request can still be
// sent, on purpose.
import type { RefObject } from 'react'
import { useT } from '../../lib/i18n/i18n'
import { NotChecked } from '../contract/contract-line'
import type { Problem, RequestCheck } from './check-request'
import { problemId } from './request-form'
import '../../lib/i18n/en/explorer'

/** Send's id: following a link moves focus there. */
export const SEND_ID = 'explorer-send'

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
  const t = useT()
  const { problems, notes, unchecked } = check
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
          aria-label={t('explorer.problems-label')}
          data-tour-target=""
        >
          <p className="explorer-problems-title">
            {t.rich('explorer.problems-title', {
              count: problems.length,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <Findings items={problems} onShowInBody={onShowInBody} ids />
        </div>
      )}
      {notes.length > 0 && (
        <details className="explorer-notes">
          <summary>{t('explorer.notes-summary', { count: notes.length })}</summary>
          <Findings items={notes} onShowInBody={onShowInBody} />
        </details>
      )}
      <NotChecked keywords={unchecked} />
      <div className="row">
        <button
          id={SEND_ID}
          type="submit"
          className="button primary"
          aria-disabled={blocked || sending || undefined}
          aria-describedby={blocked ? 'explorer-problems' : undefined}
          onClick={(event) => {
            event.preventDefault()
            onSend()
          }}
        >
          {t('explorer.send')}
        </button>
        {blocked && (
          <button type="button" className="button danger" disabled={sending} onClick={onSendAnyway}>
            {t('explorer.send-anyway')}
          </button>
        )}
        {blocked && <span className="muted">{t('explorer.send-hint')}</span>}
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
  const t = useT()
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
                {t('explorer.show-in-body')}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
