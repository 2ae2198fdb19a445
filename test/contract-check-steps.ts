// Running the response check in a test: to its end at once (the app runs it in slices), and its
// violations as "path: message" lines. Shared by the check's two test files.
import {
  checkAgainstContract,
  type CheckedCall,
  type ContractResult,
} from '../src/features/contract/response-check'
import { say } from '../src/lib/i18n/i18n'
import { API } from './server'

/** Checks a call (by default a GET of the pets answered `[]`) to its end at once. */
export function drain(call: Partial<CheckedCall>): ContractResult {
  const task = checkAgainstContract({
    method: 'GET',
    url: `${API}/pets`,
    baseUrl: API,
    status: 200,
    contentType: 'application/json',
    body: '[]',
    ...call,
  })
  for (;;) {
    const step = task.next()
    if (step.done) return step.value
  }
}

export const lines = (result: ContractResult) =>
  result.violations.map(({ path, message }) => `${path}: ${say(message)}`)

/** The notes as "path: message" lines. */
export const noteLines = (result: ContractResult) =>
  result.notes.map(({ path, message }) => `${path}: ${say(message)}`)
