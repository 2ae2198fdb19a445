// @vitest-environment jsdom (the demo API's address comes from window.location)
// A large list answer is read in the answers' worker (decision 0032): ids beyond 2^53 stay exact
// through its messages, the first items come before the whole list, and a broken answer gives the
// message it gives on the page. Where no worker starts, the page reads it as before.
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import type { AnswerMessage, AnswerQuestion } from '../src/api/answer-wire'
import type { ShapeError } from '../src/api/errors'
import { OFF_PAGE_BYTES } from '../src/api/interpret'
import { answerTurns } from '../src/api/read-answer-bytes'
import { petListSchema, type Pet } from '../src/api/schemas'
import { API, server } from './server'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

/** A stand-in for the worker: its reading, each question and message copied as a message is. */
class CopyingWorker extends EventTarget {
  static started = 0
  constructor() {
    super()
    CopyingWorker.started++
  }
  // Each message is a task of its own on the page, as a worker's are.
  private ask = answerTurns((data: AnswerMessage) => {
    const copy = structuredClone(data)
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: copy })), 0)
  })
  postMessage(question: AnswerQuestion) {
    const asked = structuredClone(question)
    setTimeout(() => this.ask(asked), 0)
  }
}

/** A worker whose code does not load: the browser says so with an error event. */
class BrokenWorker extends EventTarget {
  postMessage() {
    setTimeout(() => this.dispatchEvent(new ErrorEvent('error', { message: 'no script' })), 0)
  }
}

const HUGE = 9007199254740993n
const COUNT = 6000
/** More pets than the page reads itself; the last one's id beyond 2^53, written as a bare number. */
function largeBody(): string {
  const pets = Array.from({ length: COUNT - 1 }, (_, i) => ({
    id: i + 1,
    name: `Pet number ${i + 1}`,
    tag: 'dog',
    status: 'available',
  }))
  const text = JSON.stringify(pets).slice(0, -1)
  return `${text},{"id":${HUGE},"name":"Exact","status":"sold"}]`
}

const answering = (body: string) =>
  server.use(
    http.get(
      `${API}/pets`,
      () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
    ),
  )

async function stream(): Promise<Pet[][]> {
  const { streamList } = await import('../src/api/client')
  const batches: Pet[][] = []
  for await (const batch of streamList('/pets', { schema: petListSchema })) batches.push(batch)
  return batches
}

test.each([
  ['through a worker', CopyingWorker],
  ['on the page when the worker does not start', BrokenWorker],
  ['on the page where there is no Worker (jsdom)', undefined],
])('read %s, a large list keeps its int64 ids exact', async (_, Stand) => {
  const body = largeBody()
  expect(body.length).toBeGreaterThan(OFF_PAGE_BYTES)
  answering(body)
  vi.stubGlobal('Worker', Stand)
  const started = CopyingWorker.started
  const batches = await stream()
  const pets = batches.flat()
  expect(CopyingWorker.started - started).toBe(Stand === CopyingWorker ? 1 : 0)
  expect(pets).toHaveLength(COUNT)
  expect(pets.at(-1)).toEqual({ id: HUGE, name: 'Exact', tag: undefined, status: 'sold' })
  expect(pets[41]).toEqual({ id: 42, name: 'Pet number 42', tag: 'dog', status: 'available' })
  // Through the worker the first rows come before the whole list: its first batch is small.
  if (Stand === CopyingWorker) expect(batches[0]).toHaveLength(500)
  else expect(batches).toHaveLength(1)
})

/** The error a list call ends in, and its message. */
async function failure(): Promise<ShapeError> {
  const { requestList } = await import('../src/api/client')
  const error = await requestList('/pets', { schema: petListSchema }).catch((e: unknown) => e)
  // By name: each test loads the client afresh (vi.resetModules), with its own error classes.
  expect(error).toMatchObject({ name: 'ShapeError' })
  return error as ShapeError
}

test('a large answer that is not JSON gives the message a small one gives on the page', async () => {
  answering('[{"id":1,"name":"Small"},')
  const small = await failure()
  vi.stubGlobal('Worker', CopyingWorker)
  answering(`${largeBody().slice(0, -1)},{"id":`)
  const large = await failure()
  expect(large.message).toBe(small.message)
  expect(large.issues).toEqual(small.issues)
})

test('a large list that breaks its schema names the item, counted from the list’s start', async () => {
  const pets = JSON.parse(largeBody().replace(`${HUGE}`, '1')) as Pet[]
  pets[3000] = { id: 3001, name: 7 } as unknown as Pet
  vi.stubGlobal('Worker', CopyingWorker)
  answering(JSON.stringify(pets))
  const error = await failure()
  expect(error.issues).toEqual([
    { path: '$[3000].name', message: 'expected a string, got an integer 7' },
  ])
})

test('two large answers take turns in the worker: the second’s first batch comes before the first ends', () => {
  const heard: string[] = []
  const ask = answerTurns((message) => {
    heard.push('batch' in message ? `${message.id}:${message.batch.length}` : `${message.id}:end`)
  })
  const bytes = () => new TextEncoder().encode(largeBody().replace(`${HUGE}`, '1')).buffer
  vi.useFakeTimers()
  try {
    ask({ id: 1, bytes: bytes(), list: 'pets' })
    ask({ id: 2, bytes: bytes(), list: 'pets' })
    vi.runAllTimers()
  } finally {
    vi.useRealTimers()
  }
  // Batches of 500, 2,000 and the 3,500 left of 6,000, each answer in turn, then each one's end.
  expect(heard).toEqual([
    '1:500',
    '2:500',
    '1:2000',
    '2:2000',
    '1:3500',
    '2:3500',
    '1:end',
    '2:end',
  ])
})
