// A tour is data: a title and steps, each with a route (and its list state), an explorer request
// or a workflow step to run, demo settings to apply, a request to point at in the log, and a
// presenter note. A file is checked field by field;
// a bad one is refused naming the step and field, and changes nothing. Titles and notes may come
// in several languages (tour-text.ts).
import * as v from 'valibot'
import { explainIssue } from '../../lib/issues'
import { t } from '../../lib/i18n/i18n'
import { controlsPatchSchema } from '../../api/demo-contract'
import { explorerHref } from '../explorer/explorer-link'
import { LANGUAGE_TAG } from './tour-text'
import '../../lib/i18n/en/tours'

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))

const isObject = (input: unknown) =>
  typeof input === 'object' && input !== null && !Array.isArray(input)

/** A text, or an object of language tag → text, the first listed being the one to fall back to. */
function texts(one: v.GenericSchema<string>) {
  const byLanguage = v.pipe(
    v.record(
      v.pipe(
        v.string(),
        v.regex(LANGUAGE_TAG, () => t('tours.schema-tag')),
      ),
      one,
    ),
    v.check(
      (byTag) => Object.keys(byTag).length > 0,
      () => t('tours.schema-languages'),
    ),
  )
  return v.pipe(
    v.unknown(),
    v.check(
      (input) => typeof input === 'string' || isObject(input),
      () => t('tours.schema-text'),
    ),
    v.lazy((input) => (typeof input === 'string' ? one : byLanguage)),
  )
}

/** A request for the API explorer: an operation, an example, and whether to send it at once. */
const explorerSchema = v.strictObject({
  /** By operationId (`createPet`) or as the Operation field reads (`POST /pets`). */
  operation: text(200),
  example: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** Sent as the step opens, even when it breaks the contract: the step shows the answer. */
  send: v.optional(v.boolean(), false),
})

/** An Arazzo workflowId or stepId, as the specification recommends them. */
const arazzoId = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,100}$/, () => t('tours.schema-arazzo-id')),
)

/**
 * A step of an Arazzo workflow, opened on the Workflows page and run as the tour step opens. It
 * travels in the navigation's state (tour-steps.ts), which the page reads and checks again, so
 * the tours' code carries none of the page's.
 */
const workflowSchema = v.strictObject({
  /** `bundled` (petstore.arazzo.yaml, served with the site) or an Arazzo document's http(s) URL. */
  document: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(500),
      v.regex(/^(bundled|https?:\/\/\S+)$/i, () => t('tours.schema-document')),
    ),
    'bundled',
  ),
  workflowId: arazzoId,
  stepId: arazzoId,
  /** The workflow's inputs; those not given are the input schema's defaults. */
  inputs: v.optional(
    v.pipe(
      v.unknown(),
      v.check(isObject, () => t('tours.schema-inputs')),
      v.transform((inputs) => inputs as Record<string, unknown>),
    ),
  ),
})

/** Every step has a route to open: an explorer step's is the explorer, a workflow step's its page. */
function routeOf(step: {
  route?: string
  explorer?: v.InferOutput<typeof explorerSchema>
  workflow?: v.InferOutput<typeof workflowSchema>
}): string {
  if (step.explorer) return explorerHref(step.explorer.operation, step.explorer.example)
  if (step.workflow) return '/workflows'
  return step.route ?? '/'
}

const stepSchema = v.pipe(
  v.strictObject({
    title: texts(text(120)),
    /** A path inside the console, with its query: `/pets?status=sold`. */
    route: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(500),
        v.regex(/^\/(?!\/)[^\s\\]*$/, () => t('tours.schema-route')),
      ),
    ),
    /** Instead of a route: the explorer, with this request in it. */
    explorer: v.optional(explorerSchema),
    /** Instead of a route: a workflow's step, run as the tour step opens. */
    workflow: v.optional(workflowSchema),
    note: v.optional(texts(v.pipe(v.string(), v.maxLength(4000))), ''),
    demo: v.optional(
      v.strictObject({
        ...controlsPatchSchema.entries,
        dataset: v.optional(v.picklist(['seed', 'large'])),
      }),
    ),
    /** A call to open in the request log: its method and path after the API's base. */
    highlight: v.optional(
      v.strictObject({
        method: v.picklist(['GET', 'POST']),
        path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(500)),
      }),
    ),
  }),
  v.check(
    (step) =>
      [step.route, step.explorer, step.workflow].filter((x) => x !== undefined).length === 1,
    () => t('tours.schema-route-or-explorer'),
  ),
  v.transform((step) => ({ ...step, route: routeOf(step) })),
)

export const tourSchema = v.strictObject({
  id: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9-]{1,60}$/, () => t('tours.schema-id')),
    ),
  ),
  title: texts(text(120)),
  steps: v.pipe(v.array(stepSchema), v.minLength(1), v.maxLength(100)),
})

export type Tour = v.InferOutput<typeof tourSchema>

/** A tour file's text as a tour, or why it is not one. */
export function parseTour(source: string, name: string): Tour | { error: string } {
  let json: unknown
  try {
    json = JSON.parse(source)
  } catch {
    return { error: t('tours.error-not-json', { name }) }
  }
  const result = v.safeParse(tourSchema, json)
  if (result.success) return result.output
  const detail = explainIssue(result.issues[0], { key: 'steps' })
  return { error: t('tours.error-invalid', { name, detail }) }
}

const MAX_TOUR_BYTES = 1024 * 1024

/** Reads a tour file; the error names the step and field, and nothing changes. */
export async function readTour(file: File): Promise<Tour | { error: string }> {
  if (file.size > MAX_TOUR_BYTES) return { error: t('tours.error-too-big', { name: file.name }) }
  return parseTour(await file.text(), file.name)
}
