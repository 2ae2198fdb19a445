// Checks one logged response against the contract (contract.ts): status allowed for its operation, content type,
// then the body against the operation's schema (schema-check.ts).
import { words } from '../../lib/i18n/i18n'
import { operationPath } from './call-path'
import { parseJson } from '../../lib/json'
import { contract } from './contract'
import { findOperation } from './find-operation'
import { resolve, type OpenApi } from './openapi'
import { orWords } from './or-list'
import { Findings, type Finding } from './findings'
import { validate } from './schema-check'
import '../../lib/i18n/en/contract'

export interface ContractResult {
  /** The operationId the call matched, or null when the contract has no such operation. */
  operation: string | null
  violations: Finding[]
  violationCount: number
  notes: Finding[]
  noteCount: number
  /** Keywords of the schemas applied that the check does not check: said beside the verdict. */
  unchecked: string[]
}

/** What the check needs of a logged call. */
export interface CheckedCall {
  method: string
  url: string
  baseUrl: string
  status: number
  contentType: string | null
  body: string
  /** The body as the client parsed it (int64-exact), when it did: saves parsing it again. */
  parsedBody?: unknown
}

function* checkCall(api: OpenApi, call: CheckedCall): Generator<void, ContractResult> {
  const out = new Findings()
  const path = operationPath(call.url, call.baseUrl)
  const operation = findOperation(api, call.method, path)?.operation ?? null
  const result = () => ({
    operation: operation?.operationId ?? null,
    violations: out.violations,
    violationCount: out.violationCount,
    notes: out.notes,
    noteCount: out.noteCount,
    unchecked: [...out.unchecked],
  })
  if (!operation) {
    out.violation('status', words('contract.no-operation', { method: call.method, path }))
    return result()
  }
  const statuses = Object.keys(operation.responses)
  const declared =
    operation.responses[String(call.status)] ??
    operation.responses[`${Math.floor(call.status / 100)}XX`] ??
    operation.responses.default
  if (!declared) {
    out.violation(
      'status',
      words('contract.status-not-allowed', {
        status: String(call.status),
        operation: operation.operationId,
        allowed: statuses.join(', '),
      }),
    )
    return result()
  }
  const response = resolve(api, declared)
  const media = call.contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
  const content = Object.entries(response.content ?? {})
  const hasBody = call.body.trim() !== ''
  if (content.length === 0) {
    if (hasBody)
      out.violation('$', words('contract.unexpected-body', { status: String(call.status) }))
    return result()
  }
  const expected = orWords(content.map(([type]) => type))
  if (!hasBody) {
    out.violation('$', words('contract.missing-body', { expected }))
    return result()
  }
  const match = content.find(([type]) => type.toLowerCase() === media)
  if (!match) {
    out.violation(
      'Content-Type',
      media
        ? words('contract.expected-media', { expected, media })
        : words('contract.expected-media-none', { expected }),
    )
  }
  const [type, { schema } = {}] = match ?? content[0] ?? []
  if (!schema || !type || !/json/i.test(type)) return result()
  let body = call.parsedBody
  if (body === undefined) {
    try {
      body = parseJson(call.body)
    } catch {
      out.violation('$', words('contract.body-not-json'))
      return result()
    }
  }
  yield* validate(api, schema, body, '$', out)
  return result()
}

/** The check as steps: run it with runSliced, or drain it at once in a test. */
export function checkAgainstContract(
  call: CheckedCall,
  api: OpenApi = contract(),
): Generator<void, ContractResult> {
  return checkCall(api, call)
}
