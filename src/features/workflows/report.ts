// A run as a report: each step passed or failed and why, with its request (key redacted), status,
// verdicts and outputs. Exported as JSON (int64 ids exact); words in the language shown. Its
// calls also export as HAR, as the request log's do.
import { redactedUrl } from '../../api/snippets'
import { say } from '../../lib/i18n/i18n'
import { toHar } from '../request-log/har'
import type { WorkflowRun } from './runner'

/** The run's calls as a HAR 1.2 file, oldest first, keys redacted as the request log's export. */
export function runHar(run: WorkflowRun) {
  const entries = run.results.flatMap((result) => {
    const record = result.answer?.record
    return record
      ? [{ ...record, responseTruncated: false, bodiesDropped: false, renderMs: null }]
      : []
  })
  // toHar takes the log's order, newest first.
  return toHar(entries.reverse(), { includeSecrets: false })
}

export function runReport(title: string, workflowId: string, run: WorkflowRun) {
  return {
    document: title,
    workflowId,
    status: run.status,
    reason: run.reason && say(run.reason),
    outputs: run.outputs,
    steps: run.results.map((result) => {
      const record = result.answer?.record
      return {
        workflowId: result.workflowId,
        stepId: result.stepId,
        attempt: result.attempt,
        passed: result.passed,
        request: record
          ? { method: record.method, url: redactedUrl(record, { includeSecrets: false }) }
          : null,
        status: record?.status ?? null,
        error: result.answer?.error ?? null,
        criteria: result.verdicts.map((v) => ({
          type: v.type,
          context: v.context,
          condition: v.condition,
          passed: v.passed,
          note: v.note && say(v.note),
        })),
        outputs: result.outputs,
        note: result.note && say(result.note),
        then: result.then && say(result.then),
      }
    }),
  }
}
