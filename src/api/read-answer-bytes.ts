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

/** A list: each batch parsed, checked and given out; once one breaks the schema, only checked. */
function* readList(
  id: number,
  parts: Iterable<string>,
  list: ListName | undefined,
): Generator<AnswerMessage, AnswerMessage> {
  const issues: Issue[] = []
  let offset = 0
  for (const part of parts) {
    const items = parseJson(part) as unknown[]
    const checked = list ? check(schemas[list], items) : { ok: true as const, value: items }
    if (!checked.ok) issues.push(...shifted(checked.issues, offset))
    else if (!issues.length) yield { id, batch: checked.value }
    if (issues.length >= MAX_ISSUES) break
    offset += items.length
  }
  return issues.length
    ? { id, done: 'issues', issues: issues.slice(0, MAX_ISSUES) }
    : { id, done: 'list' }
}

/**
 * Reads an answer's bytes a batch at a time: each step gives a list's next batch, and the last how
 * it ended, so that answers can take turns (answerTurns).
 */
function* readingAnswer({
  id,
  bytes,
  list,
}: AnswerQuestion): Generator<AnswerMessage, AnswerMessage> {
  const text = new TextDecoder().decode(bytes)
  try {
    const parts = text.trim() ? jsonBatches(text, batchSize) : null
    return parts ? yield* readList(id, parts, list) : readWhole(id, text, list)
  } catch (error) {
    if (error instanceof SyntaxError) return { id, done: 'not-json' }
    throw error
  }
}

/**
 * The worker's reading: each answer asked for is read a batch per task, the answers taking turns,
 * so a list the page waits for is not queued behind a whole other one (the orders' first rows
 * behind all the pets whose names they show). `post` gets each batch, then how the answer ended.
 */
export function answerTurns(
  post: (message: AnswerMessage) => void,
): (asked: AnswerQuestion) => void {
  const turns: { id: number; steps: Generator<AnswerMessage, AnswerMessage> }[] = []
  let scheduled = false
  const schedule = () => {
    if (scheduled || turns.length === 0) return
    scheduled = true
    setTimeout(takeTurn)
  }
  function takeTurn() {
    scheduled = false
    const reading = turns.shift()
    if (!reading) return
    try {
      const step = reading.steps.next()
      post(step.value)
      if (!step.done) turns.push(reading)
    } catch (error) {
      post({ id: reading.id, done: 'failed', error: String(error) })
    }
    schedule()
  }
  return (asked) => {
    turns.push({ id: asked.id, steps: readingAnswer(asked) })
    schedule()
  }
}
