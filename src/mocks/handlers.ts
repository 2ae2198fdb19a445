// The demo API: one set of MSW handlers shared by the browser's demo, the Vitest server, the
// end-to-end tests and the local HTTP API server (scripts/api-server.ts).
import { delay, http, HttpResponse } from 'msw'
import { parseJson, stringifyJson } from '../lib/json'
import { check, formatIssues, newPetSchema, type ErrorBody } from '../api/schemas'
import {
  MAX_LATENCY_MS,
  forcibleStatuses,
  type DemoControls,
  type DemoState,
} from '../features/demo/controls'
import type { DemoDb } from './db'

/** HttpResponse.json, but int64-exact: an id beyond 2^53 is a bigint, which JSON.stringify refuses. */
export function json(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return new HttpResponse(stringifyJson(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
}

const errorBody = (status: number, message: string) =>
  json({ message } satisfies ErrorBody, { status })

/** Latency, offline, a forced status, random failures: a response that short-circuits, if any. */
async function applyControls(db: DemoDb): Promise<Response | undefined> {
  const { controls } = db
  if (controls.latencyMs > 0) await delay(controls.latencyMs)
  if (controls.offline) return HttpResponse.error()
  if (controls.forceNextStatus !== null) {
    const status = controls.forceNextStatus
    controls.forceNextStatus = null
    return errorBody(status, `Forced ${status} from the demo controls.`)
  }
  if (controls.failureRate > 0 && Math.random() * 100 < controls.failureRate) {
    return Math.random() < 0.5
      ? errorBody(500, 'Simulated server error.')
      : errorBody(503, 'Simulated outage, try again.')
  }
  return undefined
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
  const inRange = (value: unknown, max: number): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max
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

/** The body as JSON ({} when empty), or undefined when it is not JSON. */
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  try {
    return text.trim() ? parseJson(text) : {}
  } catch {
    return undefined
  }
}

const notJson = () => errorBody(400, 'The request body is not valid JSON.')

/** `prefix` is the base the API answers under, e.g. '*\/demo-api/v1' or '*\/v1'. */
export function createHandlers(db: DemoDb, prefix: string) {
  return [
    // The demo's own controls: not part of the pet store API, so the controls never apply to them.
    http.get(`${prefix}/_demo/state`, () => json(demoState(db))),

    http.put(`${prefix}/_demo/controls`, async ({ request }) => {
      const body = await readJson(request)
      if (body === undefined) return notJson()
      const patch = controlsPatch(body)
      if (typeof patch === 'string') return errorBody(400, patch)
      db.setControls(patch)
      return json(demoState(db))
    }),

    http.post(`${prefix}/_demo/reset`, async ({ request }) => {
      const body = await readJson(request)
      if (body === undefined) return notJson()
      const wanted = (body as { dataset?: unknown } | null)?.dataset
      if (wanted !== undefined && wanted !== 'seed' && wanted !== 'large')
        return errorBody(400, 'dataset must be "seed" or "large".')
      db.reset(wanted)
      return json(demoState(db))
    }),

    http.get(`${prefix}/pets`, async () => (await applyControls(db)) ?? json(db.pets)),

    http.post(`${prefix}/pets`, async ({ request }) => {
      const blocked = await applyControls(db)
      if (blocked) return blocked
      const body = await readJson(request)
      if (body === undefined) return notJson()
      const checked = check(newPetSchema, body)
      if (!checked.ok) return errorBody(400, `Invalid pet: ${formatIssues(checked.issues)}.`)
      const pet = checked.value
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

    http.get(`${prefix}/store/orders`, async () => (await applyControls(db)) ?? json(db.orders)),
  ]
}
