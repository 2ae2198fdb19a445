// The demo API: one set of MSW handlers shared by the browser's demo, the Vitest server, the
// end-to-end tests and the local HTTP API server (scripts/api-server.ts).
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw'
import * as v from 'valibot'
import { check, formatIssues, newPetSchema, type ErrorBody } from '../api/schemas'
import { controlsPatchSchema, datasetIds, type DemoState } from '../api/demo-contract'
import { recordingSchema, samePath, type Recording } from '../api/recording'
import { parseJson, stringifyJson } from '../lib/json'
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

/** Offline, a held status, random failures: the response that replaces the real one, if any. */
function simulatedFailure(db: DemoDb): Response | undefined {
  const controls = db.controls
  if (controls.offline) return HttpResponse.error()
  if (controls.forceStatus !== null) {
    const status = controls.forceStatus
    // Through setControls, so a used-up count is saved too and a reload does not bring it back.
    if (controls.forceCalls === 1) db.setControls({ forceStatus: null })
    else if (controls.forceCalls !== null) db.setControls({ forceCalls: controls.forceCalls - 1 })
    return errorBody(status, `Forced ${status} from the demo controls.`)
  }
  if (controls.failureRate > 0 && Math.random() * 100 < controls.failureRate) {
    return Math.random() < 0.5
      ? errorBody(500, 'Simulated server error.')
      : errorBody(503, 'Simulated outage, try again.')
  }
  return undefined
}

/**
 * A pet store endpoint under the demo controls: the injected latency first (told in the
 * X-Demo-Delay header, so the request log can show it apart), then any simulated failure.
 */
function controlled(db: DemoDb, resolver: HttpResponseResolver): HttpResponseResolver {
  return async (info) => {
    const injected = db.controls.latencyMs
    if (injected > 0) await delay(injected)
    const response = simulatedFailure(db) ?? (await resolver(info))
    if (response instanceof Response && response.type !== 'error' && injected > 0) {
      response.headers.set('X-Demo-Delay', String(injected))
    }
    return response
  }
}

const demoState = (db: DemoDb): DemoState => ({
  controls: db.controls,
  dataset: db.dataset,
  pets: db.pets.length,
  orders: db.orders.length,
  replay: db.replay && { name: db.replay.name, calls: db.replay.calls.length },
})

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

const SHOWN_RECORDED = 8

/** What a recording holds, said for a call it lacks: its calls to that path, else every call. */
function recordedCalls(recording: Recording, asked: string): string {
  const pathOf = (path: string) => path.split('?')[0]
  const all = [...new Set(recording.calls.map((call) => `${call.method} ${call.path}`))]
  const near = all.filter((call) => pathOf(call.split(' ')[1] ?? '') === pathOf(asked))
  const listed = near.length ? near : all
  const list = listed.slice(0, SHOWN_RECORDED).join(', ')
  const more = listed.length > SHOWN_RECORDED ? ` and ${listed.length - SHOWN_RECORDED} more` : ''
  if (near.length) return `For ${pathOf(asked)} it holds ${list}${more}.`
  return all.length ? `It holds ${list}${more}.` : 'It holds no calls.'
}

/**
 * Replay: the recorded answer to each call, matched by method, path and query, in the order they
 * were recorded (the last match again once they are used up). A call the recording does not have
 * gets a 501 that names it and what the recording holds instead.
 */
function replayer(prefix: string, db: DemoDb): HttpResponseResolver {
  let played: { recording: Recording; used: Set<number> } | null = null
  const base = new URL(prefix.replace(/^\*/, 'http://x')).pathname
  return async ({ request }) => {
    const recording = db.replay
    if (!recording) return undefined
    if (played?.recording !== recording) played = { recording, used: new Set() }
    const url = new URL(request.url)
    const asked = `${url.pathname.slice(url.pathname.indexOf(base) + base.length)}${url.search}`
    const matches = recording.calls
      .map((call, index) => ({ call, index }))
      .filter(({ call }) => call.method === request.method && samePath(call.path, asked))
    const next = matches.find(({ index }) => !played?.used.has(index)) ?? matches.at(-1)
    if (!next) {
      return json(
        {
          message: `Not in the recording: ${request.method} ${asked}. ${recordedCalls(recording, asked)}`,
        },
        { status: 501, headers: { 'X-Demo-Replay': 'miss' } },
      )
    }
    played.used.add(next.index)
    await delay(next.call.timeMs)
    return new HttpResponse(next.call.body || null, {
      status: next.call.status,
      headers: { ...next.call.headers, 'X-Demo-Replay': 'hit' },
    })
  }
}

/** `prefix` is the base the API answers under, e.g. '*\/demo-api/v1' or '*\/v1'. */
export function createHandlers(db: DemoDb, prefix: string) {
  const replay = controlled(db, replayer(prefix, db))
  return [
    // The demo's own controls: not part of the pet store API, so the controls never apply to them.
    http.get(`${prefix}/_demo/state`, () => json(demoState(db))),

    http.put(`${prefix}/_demo/controls`, async ({ request }) => {
      const body = await readJson(request)
      if (body === undefined) return notJson()
      const patch = check(controlsPatchSchema, body)
      if (!patch.ok)
        return errorBody(400, `Not a change of the demo controls: ${formatIssues(patch.issues)}`)
      db.setControls(patch.value)
      return json(demoState(db))
    }),

    http.post(`${prefix}/_demo/reset`, async ({ request }) => {
      const body = await readJson(request)
      if (body === undefined) return notJson()
      const wanted = (body as { dataset?: unknown } | null)?.dataset
      const dataset = datasetIds.find((id) => id === wanted)
      if (wanted !== undefined && !dataset)
        return errorBody(400, `dataset must be one of ${datasetIds.join(', ')}.`)
      if (dataset === 'replay' && !db.replay) return errorBody(400, 'No recording is loaded.')
      db.reset(dataset)
      return json(demoState(db))
    }),

    http.put(`${prefix}/_demo/replay`, async ({ request }) => {
      const body = await readJson(request)
      if (body === undefined) return notJson()
      const recording = v.safeParse(recordingSchema, body)
      if (!recording.success) return errorBody(400, 'That is not a recording of calls.')
      // Answered once stored, so a reload right after the answer finds the recording.
      await db.setReplay(recording.output)
      return json(demoState(db))
    }),

    http.all(`${prefix}/*`, (info) => (db.dataset === 'replay' ? replay(info) : undefined)),

    http.get(
      `${prefix}/pets`,
      controlled(db, () => json(db.pets)),
    ),

    http.post(
      `${prefix}/pets`,
      controlled(db, async ({ request }) => {
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
    ),

    http.get(
      `${prefix}/pets/:petId`,
      controlled(db, ({ params }) => {
        const pet = db.pets.find((p) => String(p.id) === params.petId)
        return pet ? json(pet) : errorBody(404, `Pet ${String(params.petId)} not found.`)
      }),
    ),

    http.get(
      `${prefix}/store/orders`,
      controlled(db, () => json(db.orders)),
    ),
  ]
}
