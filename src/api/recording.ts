// A recording the demo's Replay dataset plays back: calls as a HAR file holds them, reduced to what
// the demo API needs to answer the same request the same way. Checked with the same schema on both
// sides: where a HAR file is read, and where the demo API accepts it.
import * as v from 'valibot'

export const MAX_RECORDED_CALLS = 5000

const recordedCall = v.object({
  method: v.pipe(v.string(), v.toUpperCase(), v.maxLength(10)),
  /** The path after the API's base (`/pets/7`), with its query string. */
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2000)),
  status: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599)),
  headers: v.record(v.string(), v.string()),
  body: v.string(),
  /** How long the server took, in ms; the replay waits as long. */
  timeMs: v.pipe(v.number(), v.minValue(0), v.maxValue(60_000)),
})

export const recordingSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(200)),
  calls: v.pipe(v.array(recordedCall), v.maxLength(MAX_RECORDED_CALLS)),
})

export type Recording = v.InferOutput<typeof recordingSchema>

/** The part of a URL's path after its `/v1` (the seed's base), or the whole path without one. */
export function apiPath(url: URL): string {
  const at = url.pathname.indexOf('/v1/')
  const path = at === -1 ? url.pathname : url.pathname.slice(at + 3)
  return `${path}${url.search}`
}

/** Two paths are the same call when path and query match; a redacted query value matches any. */
export function samePath(recorded: string, asked: string): boolean {
  const a = new URL(recorded, 'http://x')
  const b = new URL(asked, 'http://x')
  if (a.pathname !== b.pathname) return false
  const redacted = new Set([...a.searchParams].filter(([, v]) => v === 'REDACTED').map(([n]) => n))
  const wanted = [...a.searchParams].filter(([name]) => !redacted.has(name))
  const given = [...b.searchParams].filter(([name]) => !redacted.has(name))
  return (
    wanted.length === given.length &&
    wanted.every(([name, value]) => b.searchParams.get(name) === value)
  )
}
