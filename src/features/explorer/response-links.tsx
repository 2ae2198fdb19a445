// The answer's OpenAPI links: each names the request it opens and the values it fills in from this
// call, before it is chosen. The link's name and description are the contract's, shown as text.
import { useId, useMemo, type ReactNode } from 'react'
import { announce } from '../../lib/announcer'
import { useT } from '../../lib/i18n/i18n'
import type { ExpressionProblem } from '../../lib/runtime-expression'
import { contextOf, followLink, linksFor, linkText, targetOf, type LinkProblem } from './links'
import type { Draft } from './draft'
import type { ExplorerOperation, NamedLink } from './operations'
import type { Sent } from './send'
import '../../lib/i18n/en/explorer'

/** Puts `draft` in the request pane; `focusSend` moves focus to Send, where the user goes next. */
export type OpenRequest = (draft: Draft, options?: { focusSend?: boolean }) => void

export function ResponseLinks({
  sent,
  operations,
  onOpen,
}: {
  sent: Sent
  operations: readonly ExplorerOperation[]
  onOpen: OpenRequest
}) {
  const t = useT()
  const id = useId()
  const context = useMemo(() => contextOf(sent), [sent])
  const offered = context ? linksFor(sent.operation, context.statusCode) : []
  if (!context || offered.length === 0) return null
  return (
    <section className="explorer-links" aria-labelledby={id}>
      <h3 id={id}>{t('explorer.links-title')}</h3>
      <p className="muted">{t('explorer.links-hint')}</p>
      <ul>
        {offered.map((named) => {
          const target = targetOf(named.link, operations)
          const followed = target && followLink(named.link, target, context)
          return (
            <li key={named.name}>
              <LinkItem
                named={named}
                target={target}
                followed={followed}
                onOpen={() => {
                  if (!followed || !target) return
                  onOpen(followed.draft, { focusSend: true })
                  announce(t('explorer.link-opened', { operation: target.label }))
                }}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function LinkItem({
  named,
  target,
  followed,
  onOpen,
}: {
  named: NamedLink
  target: ExplorerOperation | undefined
  followed: ReturnType<typeof followLink> | undefined
  onOpen: () => void
}) {
  const t = useT()
  const id = useId()
  const code = (chunks: ReactNode[]) => <code>{chunks}</code>
  const { operationId, operationRef } = named.link
  const wanted = [operationId, operationRef].find((ref) => typeof ref === 'string') ?? ''
  return (
    <>
      <button
        type="button"
        className="button small"
        disabled={!target}
        aria-describedby={id}
        onClick={onOpen}
      >
        {linkText(named)}
      </button>
      <div id={id} className="explorer-link-detail muted">
        <p>
          {target
            ? t.rich('explorer.link-opens', { name: named.name, operation: target.label, code })
            : t.rich('explorer.link-no-operation', { name: named.name, operation: wanted, code })}
        </p>
        {followed && followed.filled.length > 0 && (
          <ul className="explorer-link-values">
            {followed.filled.map(({ field, value }) => (
              <li key={field}>{t.rich('explorer.link-filled', { field, value, code })}</li>
            ))}
          </ul>
        )}
        {followed?.problems.map((problem) => (
          <p key={problem.field} className="explorer-link-problem">
            {t.rich('explorer.link-problem', {
              field: problem.field,
              problem: problemWords(problem, target, t),
              code,
            })}
          </p>
        ))}
      </div>
    </>
  )
}

function problemWords(
  problem: LinkProblem,
  target: ExplorerOperation | undefined,
  t: ReturnType<typeof useT>,
): string {
  if (problem.kind === 'no-parameter') {
    return t('explorer.link-no-parameter', { operation: target?.label ?? '' })
  }
  return expressionWords(problem.problem, t)
}

/** "$response.bdy: expected header., query., path. or body (character 11)". */
export function expressionWords(problem: ExpressionProblem, t: ReturnType<typeof useT>): string {
  return t('explorer.expression-problem', {
    expression: problem.expression,
    reason: problem.reason,
    position: problem.at + 1,
  })
}
