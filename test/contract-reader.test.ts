// @vitest-environment jsdom (the demo API's address comes from window.location)
// A live contract read the way the page reads it now (its worker's logic: contract-index.ts,
// contract-answers.ts, contract-reader.ts) gives the same operations, details, checks and changes
// as the whole description on the page did; and the page reads it itself when no worker starts.
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { bundledContract } from '../src/features/contract/contract'
import { answering } from '../src/features/contract/contract-answers'
import { diffContracts } from '../src/features/contract/contract-diff'
import { ContractIndex, emptyApi, placeReached } from '../src/features/contract/contract-index'
import type { Answer, Question } from '../src/features/contract/contract-wire'
import type { OpenApi } from '../src/features/contract/openapi'
import { readContract } from '../src/features/contract/read-contract'
import { listOperationsOf } from '../src/features/contract/read-operations'
import { checkAgainstContract } from '../src/features/contract/response-check'
import { validate } from '../src/features/contract/schema-check'
import { Findings } from '../src/features/contract/findings'
import { changedContract } from './live-contract-fixture'
import { server } from './server'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

/** A contract with what the explorer's reading follows: shared and referenced parameters, a
 * referenced response, a schema that holds itself, one whose name needs escaping, a path item by
 * reference, and a HEAD operation. */
function largerContract(): Record<string, unknown> {
  const paths: Record<string, unknown> = {}
  for (let i = 0; i < 300; i++) {
    paths[`/things${i}/{id}`] = {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        operationId: `getThing${i}`,
        tags: [`group ${i % 7}`],
        summary: `Thing ${i}`,
        parameters: [
          { name: 'expand', in: 'query', schema: { $ref: '#/components/schemas/Mode' } },
        ],
        responses: { '200': { $ref: '#/components/responses/Thing' } },
      },
      head: { responses: { '204': { description: 'there' } } },
      put: {
        operationId: `putThing${i}`,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
        },
        responses: { '200': { description: 'ok' } },
      },
    }
  }
  paths['/by-ref'] = { $ref: '#/components/pathItems/ByRef' }
  return {
    openapi: '3.1.0',
    paths,
    components: {
      parameters: {
        Id: {
          name: 'id',
          in: 'path',
          required: true,
          schema: { type: 'integer', format: 'int64' },
        },
      },
      responses: {
        Thing: {
          description: 'a thing',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
        },
      },
      schemas: {
        Mode: { type: 'string', enum: ['all', 'none'] },
        Node: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            odd: { $ref: '#/components/schemas/a~1b' },
          },
        },
        'a/b': { oneOf: [{ type: 'integer' }, { type: 'null' }] },
      },
      pathItems: {
        ByRef: { get: { operationId: 'byRef', responses: { '200': { description: 'ok' } } } },
      },
    },
  }
}

async function read(doc: unknown): Promise<OpenApi> {
  const result = await readContract(JSON.stringify(doc))
  if (!result.ok) throw new Error('the fixture is not usable')
  return result.api
}

test.each([
  ['the bundled contract', () => bundledContract()],
  ['a server’s changed one', () => changedContract()],
  ['a larger one with references', largerContract],
])('%s: the index and each detail are the operations the page read before', async (_, doc) => {
  const api = await read(doc())
  const before = listOperationsOf(api)
  const index = new ContractIndex(structuredClone(api))
  expect(index.operations).toEqual(
    before.map(({ key, method, path, label, summary, tag }) => ({
      key,
      method,
      path,
      label,
      summary,
      tag,
    })),
  )
  for (const operation of before) {
    // As the page gets it: copied across the boundary.
    const detail = structuredClone(index.detail(operation.key))
    expect(detail?.operation).toEqual(operation)
  }
  expect(index.detail('no such operation')).toBeNull()
})

test('what a detail reaches is enough to check its body as the whole contract does', async () => {
  const api = await read(largerContract())
  const index = new ContractIndex(api)
  const detail = structuredClone(index.detail('putThing3'))
  if (!detail?.operation.body) throw new Error('putThing3 has a body')
  const partial = placeReached(emptyApi(), detail.reached)
  const value = { name: 'a', children: [{ name: 'b', odd: 'x', children: [{}] }], odd: null }
  const check = (on: OpenApi) => {
    const out = new Findings()
    const steps = validate(on, detail.operation.body!.schema, value, '$', out)
    while (!steps.next().done);
    return [out.violations, out.notes, [...out.unchecked]]
  }
  expect(check(partial)).toEqual(check(api))
  expect(check(partial)[0]).not.toEqual([])
})

test('a call checked against what it reaches gets the verdict the whole contract gives', async () => {
  const api = await read(largerContract())
  const index = new ContractIndex(api)
  const calls = [
    { method: 'GET', path: '/things12/7', body: '{"name":"x","children":[{"odd":"no"}]}' },
    { method: 'GET', path: '/things12/7', body: '{"name":"x"}', status: 404 },
    { method: 'GET', path: '/nowhere', body: '{}' },
    { method: 'GET', path: '/by-ref', body: '' },
  ]
  for (const call of calls) {
    const slice = structuredClone(index.forCall(call.method, call.path))
    const alone = emptyApi()
    if (slice) alone.paths[slice.template] = { [slice.method]: slice.operation }
    const checked = {
      method: call.method,
      url: `https://api.example${call.path}`,
      baseUrl: 'https://api.example',
      status: call.status ?? 200,
      contentType: 'application/json',
      body: call.body,
    }
    const drain = (on: OpenApi) => {
      const steps = checkAgainstContract(checked, on)
      for (;;) {
        const step = steps.next()
        if (step.done) return step.value
      }
    }
    expect(drain(placeReached(alone, slice?.reached ?? []))).toEqual(drain(api))
  }
})

test('the changes are found where the contract is read, as before', async () => {
  const api = await read(changedContract())
  expect(new ContractIndex(api).changes(bundledContract())).toEqual(
    diffContracts(bundledContract(), api),
  )
})

const URL_ = 'http://localhost:3000/contracts/larger.json'

/** A stand-in for the worker: the same answers, each question and answer copied as a message is. */
class CopyingWorker extends EventTarget {
  static started = 0
  static asked: Question[] = []
  private readonly reader = answering(() => bundledContract())
  constructor() {
    super()
    CopyingWorker.started++
  }
  postMessage(question: Question) {
    CopyingWorker.asked.push(question)
    const { id, kind, ...asked } = structuredClone(question)
    void this.reader.ask(kind, asked as never).then(
      (answer) => this.answer({ id, answer: structuredClone(answer) }),
      (error: unknown) => this.answer({ id, error: String(error) }),
    )
  }
  private answer(data: Answer) {
    this.dispatchEvent(new MessageEvent('message', { data }))
  }
}

/** A worker whose code does not load: the browser says so with an error event. */
class BrokenWorker extends EventTarget {
  postMessage() {
    setTimeout(() => this.dispatchEvent(new ErrorEvent('error', { message: 'no script' })), 0)
  }
}

test.each([
  ['through a worker', CopyingWorker],
  ['on the page when the worker does not start', BrokenWorker],
  ['on the page where there is no Worker (jsdom)', undefined],
])('read %s, a live contract gives the same operations and detail', async (_, Stand) => {
  server.use(http.get(URL_, () => HttpResponse.json(largerContract())))
  vi.stubGlobal('Worker', Stand)
  const { readLiveContract } = await import('../src/features/contract/contract-reader')
  const started = CopyingWorker.started
  const live = await readLiveContract(URL_)
  if (!live.ok) throw new Error('the contract is usable')
  expect(CopyingWorker.started - started).toBe(Stand === CopyingWorker ? 1 : 0)
  const api = await read(largerContract())
  const before = listOperationsOf(api)
  expect(live.handle.operations.map((o) => o.label)).toEqual(before.map((o) => o.label))
  expect(live.handle.operations.map((o) => o.label)).toContain('HEAD /things0/{id}')
  expect(live.handle.detailNow('putThing1')).toBeUndefined()
  expect(await live.handle.detail('putThing1')).toEqual(before.find((o) => o.key === 'putThing1'))
  expect(live.handle.detailNow('putThing1')).toEqual(before.find((o) => o.key === 'putThing1'))
  // The checks follow references in what the page holds: the body's schema and what it reaches.
  expect(Object.keys(live.handle.api.components.schemas).sort()).toEqual(['Node', 'a/b'])
  const slice = await live.handle.forCall('GET', '/things4/1')
  expect(Object.keys(slice.paths)).toEqual(['/things4/{id}'])
  expect(await live.handle.changes()).toEqual(diffContracts(bundledContract(), api))
})

test('a contract that cannot be used is named through the worker as on the page', async () => {
  server.use(http.get(URL_, () => HttpResponse.json({ swagger: '2.0', paths: {} })))
  vi.stubGlobal('Worker', CopyingWorker)
  const { readLiveContract } = await import('../src/features/contract/contract-reader')
  expect(await readLiveContract(URL_)).toEqual({
    ok: false,
    reason: { id: 'contract.swagger', values: { version: '2.0' } },
  })
})

test('the worker reads an address relative to the page, as the page did', async () => {
  // In the worker, a relative address would be resolved against the worker's own file.
  const absolute = new URL('contracts/relative.json', document.baseURI).href
  server.use(http.get(absolute, () => HttpResponse.json(largerContract())))
  vi.stubGlobal('Worker', CopyingWorker)
  const { readLiveContract } = await import('../src/features/contract/contract-reader')
  const live = await readLiveContract('contracts/relative.json')
  expect(live.ok && live.handle.operations.length).toBe(901)
  expect(CopyingWorker.asked.at(-1)).toMatchObject({ kind: 'load', url: absolute })
})

test('a server the page’s own policy blocks is not read by the worker either', async () => {
  const meta = document.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = "default-src 'self'"
  document.head.append(meta)
  const elsewhere = 'https://elsewhere.example/contract.json'
  server.use(http.get(elsewhere, () => HttpResponse.json(largerContract())))
  vi.stubGlobal('Worker', CopyingWorker)
  try {
    const { readLiveContract } = await import('../src/features/contract/contract-reader')
    expect(await readLiveContract(elsewhere)).toEqual({
      ok: false,
      reason: { id: 'contract.unanswered' },
    })
  } finally {
    meta.remove()
  }
})
