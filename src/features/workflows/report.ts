// A run as a report: each step passed or failed and why, with its request (key redacted), status,
// verdicts and outputs. Exported as JSON (int64 ids exact); words in the language shown.
import { redactedUrl } from '../../api/snippets'
import { say } from '../../lib/i18n/i18n'
import type { WorkflowRun } from './runner'

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
