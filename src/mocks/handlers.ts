// The demo API: one set of MSW handlers shared by the browser worker, the Vitest server,
// the end-to-end tests and the local HTTP API server (scripts/api-server).
import { delay, http, HttpResponse } from 'msw'
import { parseJson, stringifyJson } from '../api/json'
import { newPetSchema } from '../api/schemas'
import { formatIssues } from '../api/schema'
import { createYielder, yieldToMain } from '../lib/yield-to-main'
import { MAX_LATENCY_MS, forcibleStatuses, type DemoControls, type DemoDb } from './db'
import type { Collection } from './seed'

export function json(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return new HttpResponse(stringifyJson(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
}

/** Records serialised per slice: a few milliseconds of work each. */
const SLICE_RECORDS = 1000

/**
 * `json(db[collection])` for lists of any length. The browser's demo API runs on the page's main
 * thread, so a long list is made (on first need) and serialised in slices with yields between
 * them, not in one task that freezes the page. The body streams slice by slice: the service worker
 * passes each on while the next is made. The bytes are those of `json()`.
 */
async function jsonList(
  db: DemoDb,
  collection: Collection,
  largeJson: LargeJson | undefined,
): Promise<Response> {
  await yieldToMain()
  if (largeJson && db.dataset === 'large') {
    const bytes = await largeJsonWithAdded(db, collection, largeJson)
    if (bytes) return new HttpResponse(bytes, { headers: { 'Content-Type': 'application/json' } })
  }
  const pause = createYielder()
  await db.prepare(collection, pause)
  const items: readonly unknown[] = db[collection]
  if (items.length <= SLICE_RECORDS) return json(items)
  const encoder = new TextEncoder()
  let from = 0
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (from >= items.length) {
          controller.enqueue(encoder.encode(']'))
          controller.close()
          return
        }
        await pause()
        const slice = stringifyJson(items.slice(from, from + SLICE_RECORDS))
        // Each slice is '[…]': its brackets become the list's and the commas between slices.
        controller.enqueue(encoder.encode(`${from === 0 ? '[' : ','}${slice.slice(1, -1)}`))
        from += SLICE_RECORDS
      },
      // Slices are made ahead of the reader, which takes them one hop (page → worker → page) each.
    },
    new CountQueuingStrategy({ highWaterMark: 8 }),
  )
  return new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
}

/** Made elsewhere (a worker): the JSON of the large set's generated pets or orders, as bytes. */
export type LargeJson = (collection: Collection, seededAt: number) => Promise<Uint8Array>

/** The large set's JSON from `largeJson`, with any added pets appended; null if it failed. */
async function largeJsonWithAdded(
  db: DemoDb,
  collection: Collection,
  largeJson: LargeJson,
): Promise<Uint8Array | null> {
  let generated: Uint8Array
  try {
    generated = await largeJson(collection, db.seededAt)
  } catch {
    return null // made here instead
  }
  const added = collection === 'pets' ? db.addedPets : []
  if (added.length === 0) return generated
  // '[…]' + '[added…]' → '[…,added…]'
  const tail = new TextEncoder().encode(`,${stringifyJson(added).slice(1)}`)
  const bytes = new Uint8Array(generated.length - 1 + tail.length)
  bytes.set(generated.subarray(0, generated.length - 1))
  bytes.set(tail, generated.length - 1)
  return bytes
}

const errorBody = (status: number, message: string) => json({ message }, { status })

/** Demo controls: latency, random failures, a forced status, offline. Returns a response to short-circuit. */
async function applyControls(db: DemoDb): Promise<Response | undefined> {
  const { controls } = db
  if (controls.latencyMs > 0) await delay(controls.latencyMs)
  if (controls.offline) return HttpResponse.error()
  if (controls.forceNextStatus !== null) {
    const status = controls.forceNextStatus
    controls.forceNextStatus = null
    if (status >= 400) return errorBody(status, `Forced ${status} from the demo controls.`)
  }
  if (controls.failureRate > 0 && Math.random() * 100 < controls.failureRate) {
    const status = Math.random() < 0.5 ? 500 : 503
    return errorBody(
      status,
      status === 500 ? 'Simulated server error.' : 'Simulated outage, try again.',
    )
  }
  return undefined
}

/** What `GET _demo/state` answers: the Settings page's demo controls read and write this. */
export interface DemoState {
  controls: DemoControls
  dataset: 'seed' | 'large'
  pets: number
  orders: number
}

const demoState = (db: DemoDb): DemoState => ({
  controls: db.controls,
  dataset: db.dataset,
  pets: db.pets.length,
  orders: db.orders.length,
})

/** Validates a partial controls object; returns an error message or the patch. */
function controlsPatch(body: unknown): Partial<DemoControls> | string {
  if (typeof body !== 'object' || body === null) return 'Send a JSON object of controls.'
  const input = body as Record<string, unknown>
  const patch: Partial<DemoControls> = {}
  const inRange = (v: unknown, max: number): v is number =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max
  if ('latencyMs' in input) {
    if (!inRange(input.latencyMs, MAX_LATENCY_MS)) return `latencyMs must be 0–${MAX_LATENCY_MS}.`
    patch.latencyMs = input.latencyMs
  }
  if ('failureRate' in input) {
    if (!inRange(input.failureRate, 100)) return 'failureRate must be 0–100.'
    patch.failureRate = input.failureRate
  }
  if ('forceNextStatus' in input) {
    const status = input.forceNextStatus
    if (status !== null && !forcibleStatuses.some((s) => s === status))
      return `forceNextStatus must be null or one of ${forcibleStatuses.join(', ')}.`
    patch.forceNextStatus = status as number | null
  }
  if ('offline' in input) {
    if (typeof input.offline !== 'boolean') return 'offline must be true or false.'
    patch.offline = input.offline
  }
  return patch
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  return text.trim() ? parseJson(text) : {}
}

/** `prefix` is the base the API answers under, e.g. '*\/demo-api/v1' or '/v1'. */
/** `largeJson`, where given, makes the large set's lists off the main thread (see demo.ts). */
export function createHandlers(db: DemoDb, prefix: string, largeJson?: LargeJson) {
  return [
    // Demo controls over HTTP, so the browser, Vitest and the local API server share one code path.
    // They are not part of the pet store API, so the controls themselves never apply to them.
    http.get(`${prefix}/_demo/state`, () => json(demoState(db))),

    http.put(`${prefix}/_demo/controls`, async ({ request }) => {
      let patch: Partial<DemoControls> | string
      try {
        patch = controlsPatch(await readJson(request))
      } catch {
        return errorBody(400, 'The request body is not valid JSON.')
      }
      if (typeof patch === 'string') return errorBody(400, patch)
      db.setControls(patch)
      return json(demoState(db))
    }),

    http.post(`${prefix}/_demo/reset`, async ({ request }) => {
      let body: unknown
      try {
        body = await readJson(request)
      } catch {
        return errorBody(400, 'The request body is not valid JSON.')
      }
      const wanted = (body as { dataset?: unknown } | null)?.dataset
      if (wanted !== undefined && wanted !== 'seed' && wanted !== 'large')
        return errorBody(400, 'dataset must be "seed" or "large".')
      db.reset(wanted)
      return json(demoState(db))
    }),

    http.get(
      `${prefix}/pets`,
      async () => (await applyControls(db)) ?? jsonList(db, 'pets', largeJson),
    ),

    http.post(`${prefix}/pets`, async ({ request }) => {
      const blocked = await applyControls(db)
      if (blocked) return blocked
      let body: unknown
      try {
        body = parseJson(await request.text())
      } catch {
        return errorBody(400, 'The request body is not valid JSON.')
      }
      const checked = newPetSchema.check(body, '')
      if (!checked.ok) return errorBody(400, `Invalid pet: ${formatIssues(checked.issues)}.`)
      const pet = checked.value
      if (pet.name.trim() === '') return errorBody(400, 'Invalid pet: name is required.')
      if (db.pets.some((p) => String(p.id) === String(pet.id))) {
        return errorBody(409, `A pet with id ${String(pet.id)} already exists.`)
      }
      db.addPet(pet)
      return json(pet, {
        status: 201,
        headers: { Location: `${request.url.replace(/\/+$/, '')}/${String(pet.id)}` },
      })
    }),

    http.get(`${prefix}/pets/:petId`, async ({ params }) => {
      const blocked = await applyControls(db)
      if (blocked) return blocked
      const pet = db.pets.find((p) => String(p.id) === params.petId)
      return pet ? json(pet) : errorBody(404, `Pet ${String(params.petId)} not found.`)
    }),

    http.get(
      `${prefix}/store/orders`,
      async () => (await applyControls(db)) ?? jsonList(db, 'orders', largeJson),
    ),
  ]
}
