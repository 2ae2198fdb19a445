// What the answers' worker does (answer-worker.ts): parses a large answer int64-exact (lib/json.ts)
// and checks a list against its schema, a batch at a time, posting each batch as it is ready, so the
// first rows show before the last are read (answer-wire.ts, decision 0032).
import { jsonBatches } from '../lib/json-batches'
import { parseJson } from '../lib/json'
import { check, orderListSchema, petListSchema, type Issue } from './schemas'
import { batchSize, type AnswerMessage, type AnswerQuestion, type ListName } from './answer-wire'

const schemas = { pets: petListSchema, orders: orderListSchema }
/** As many as the page's check reports (schemas.ts). */
const MAX_ISSUES = 20

/** A batch's issues, their paths counted from the whole list's start. */
const shifted = (issues: Issue[], offset: number): Issue[] =>
  issues.map((issue) => ({
    ...issue,
    path: issue.path.replace(/^\$\[(\d+)\]/, (_, n: string) => `$[${Number(n) + offset}]`),
  }))

/** A body that is not an array: parsed and checked whole, and sent whole. */
function readWhole(id: number, text: string, list?: ListName): AnswerMessage {
  const body = parseJson(text)
  if (!list) return { id, done: 'body', body }
  const checked = check(schemas[list], body)
  return checked.ok
    ? { id, done: 'body', body: checked.value }
    : { id, done: 'issues', issues: checked.issues }
}

/** A list: each batch parsed, checked and sent; once one breaks the schema, only checked. */
function readList(
  id: number,
  parts: Iterable<string>,
  list: ListName | undefined,
  post: (message: AnswerMessage) => void,
): AnswerMessage {
  const issues: Issue[] = []
  let offset = 0
  for (const part of parts) {
    const items = parseJson(part) as unknown[]
    const checked = list ? check(schemas[list], items) : { ok: true as const, value: items }
    if (!checked.ok) issues.push(...shifted(checked.issues, offset))
    else if (!issues.length) post({ id, batch: checked.value })
    if (issues.length >= MAX_ISSUES) break
    offset += items.length
  }
  return issues.length
    ? { id, done: 'issues', issues: issues.slice(0, MAX_ISSUES) }
    : { id, done: 'list' }
}

/** Reads an answer's bytes, posting a list's batches as they are ready; returns how it ended. */
export function readAnswerBytes(
  { id, bytes, list }: AnswerQuestion,
  post: (message: AnswerMessage) => void,
): AnswerMessage {
  const text = new TextDecoder().decode(bytes)
  try {
    const parts = text.trim() ? jsonBatches(text, batchSize) : null
    return parts ? readList(id, parts, list, post) : readWhole(id, text, list)
  } catch (error) {
    if (error instanceof SyntaxError) return { id, done: 'not-json' }
    throw error
  }
}
