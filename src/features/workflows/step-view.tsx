// One step of a run as it happened: the request exactly as sent (the key redacted, as in the
// request log), the answer with the contract's verdict, each criterion with its verdict, the
// outputs it made and what the run did next. Server data is shown as text, never as markup.
import { redactedHeaders, redactedUrl } from '../../api/snippets'
import { statusLine } from '../../api/errors'
import { stringifyJson } from '../../lib/json'
import { say, useT } from '../../lib/i18n/i18n'
import { ContractLine } from '../contract/contract-line'
import { useContractResults } from '../contract/contract-store'
import { Body, HeaderList, LazyDetails } from '../request-log/log-details'
import type { Verdict } from './criteria'
import type { StepResult } from './run-types'
import '../../lib/i18n/en/workflows'

const redacted = { includeSecrets: false }

function Criteria({ verdicts }: { verdicts: Verdict[] }) {
  const t = useT()
  if (verdicts.length === 0) return <p className="muted">{t('workflows.no-criteria')}</p>
  return (
    <ul className="workflow-criteria">
      {verdicts.map((verdict, index) => (
        <li key={index} className={verdict.passed ? 'status-ok' : 'status-failed'}>
          <strong>{t(verdict.passed ? 'workflows.passed' : 'workflows.failed')}</strong>{' '}
          {/* Only the expressions read left to right: the sentence around them is the language's. */}
          {verdict.context
            ? t.rich('workflows.criterion-context', {
                type: <code>{verdict.type}</code>,
                context: <code>{verdict.context}</code>,
                condition: <code>{verdict.condition}</code>,
              })
            : t.rich('workflows.criterion', {
                type: <code>{verdict.type}</code>,
                condition: <code>{verdict.condition}</code>,
              })}
          {verdict.note && <span className="muted"> ({say(verdict.note)})</span>}
        </li>
      ))}
    </ul>
  )
}

function Outputs({ outputs }: { outputs: Record<string, unknown> }) {
  const t = useT()
  const entries = Object.entries(outputs)
  if (entries.length === 0) return null
  return (
    <>
      <h4>{t('workflows.outputs')}</h4>
      <dl className="workflow-outputs">
        {entries.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <code>{value === undefined ? '—' : stringifyJson(value)}</code>
            </dd>
          </div>
        ))}
      </dl>
    </>
  )
}

function Exchange({ result }: { result: StepResult }) {
  const t = useT()
  const record = result.answer?.record
  const contract = useContractResults().get(record?.id ?? -1)
  if (!result.call)
    return <p className="muted">{t('workflows.ran-workflow', { id: result.stepId })}</p>
  if (!record)
    return <p role="alert">{t('workflows.no-answer', { error: result.answer?.error ?? '' })}</p>
  return (
    <>
      <p className="workflow-request-line">
        <span className="workflow-method">{record.method}</span>{' '}
        <bdi>{redactedUrl(record, redacted)}</bdi>
      </p>
      <LazyDetails summary={t('workflows.request')} initiallyOpen={false}>
        {() => (
          <>
            <HeaderList pairs={redactedHeaders(record, redacted)} />
            <Body text={record.requestBody} truncated={false} dropped={false} />
          </>
        )}
      </LazyDetails>
      <p>
        {record.status === null ? (
          t('workflows.no-answer', { error: result.answer?.error ?? record.error ?? '' })
        ) : (
          <strong className={record.status >= 400 ? 'status-failed' : 'status-ok'}>
            {statusLine(record.status, '')}
          </strong>
        )}
      </p>
      <ContractLine entry={record} result={contract} />
      <LazyDetails summary={t('workflows.answer')} initiallyOpen={false}>
        {() => (
          <>
            <HeaderList pairs={Object.entries(record.responseHeaders)} />
            <Body text={record.responseBody} truncated={false} dropped={false} />
          </>
        )}
      </LazyDetails>
    </>
  )
}

export function StepView({ result }: { result: StepResult }) {
  const t = useT()
  return (
    <article className={`card workflow-step ${result.passed ? 'step-passed' : 'step-failed'}`}>
      <h3>
        <bdi>
          {t('workflows.step-heading', { workflow: result.workflowId, step: result.stepId })}
        </bdi>{' '}
        <span className={`workflow-verdict ${result.passed ? 'status-ok' : 'status-failed'}`}>
          {t(result.passed ? 'workflows.passed' : 'workflows.failed')}
        </span>{' '}
        {result.attempt > 1 && (
          <span className="muted">{t('workflows.attempt', { attempt: result.attempt })}</span>
        )}
      </h3>
      <Exchange result={result} />
      {result.note && <p className="field-error">{say(result.note)}</p>}
      <h4>{t('workflows.criteria')}</h4>
      <Criteria verdicts={result.verdicts} />
      <Outputs outputs={result.outputs} />
      {result.then && <p className="muted">{say(result.then)}</p>}
    </article>
  )
}
