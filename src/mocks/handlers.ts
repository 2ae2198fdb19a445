// The demo API: one set of MSW handlers shared by the browser worker, the Vitest server,
// the end-to-end tests and the local HTTP API server (scripts/api-server).
import { delay, http, HttpResponse } from 'msw'
import { parseJson, stringifyJson } from '../api/json'
import { newPetSchema } from '../api/schemas'
import { formatIssues } from '../api/schema'
import type { DemoDb } from './db'

export function json(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return new HttpResponse(stringifyJson(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
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

/** `prefix` is the base the API answers under, e.g. '*\/demo-api/v1' or '/v1'. */
export function createHandlers(db: DemoDb, prefix: string) {
  return [
    http.get(`${prefix}/pets`, async () => (await applyControls(db)) ?? json(db.pets)),

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
      return json(pet, { status: 201, headers: { Location: `${prefix}/pets/${String(pet.id)}` } })
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
