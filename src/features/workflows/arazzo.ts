// The shape of an Arazzo 1.0.x document (spec.openapis.org/arazzo/v1.0.1), checked field by field
// with valibot, so a bad one is named by its path in the document. Extensions (`x-…`) pass.
import * as v from 'valibot'

const text = v.pipe(v.string(), v.nonEmpty())
/** Ids the specification recommends: letters, digits, `_` and `-`. */
const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/))
const list = <T extends v.GenericSchema>(item: T) => v.optional(v.array(item))
const expressionMap = v.optional(v.record(v.pipe(v.string(), v.regex(/^[\w.-]+$/)), v.string()))

const reusable = v.looseObject({ reference: text, value: v.optional(v.unknown()) })

const parameter = v.looseObject({
  name: text,
  in: v.optional(v.picklist(['path', 'query', 'header', 'cookie'])),
  value: v.unknown(),
})

const criterion = v.looseObject({
  context: v.optional(v.string()),
  condition: text,
  type: v.optional(
    v.union([
      v.picklist(['simple', 'regex', 'jsonpath', 'xpath']),
      v.looseObject({ type: v.picklist(['jsonpath', 'xpath']), version: text }),
    ]),
  ),
})

const action = (types: [string, ...string[]]) =>
  v.looseObject({
    name: text,
    type: v.picklist(types),
    workflowId: v.optional(text),
    stepId: v.optional(text),
    retryAfter: v.optional(v.pipe(v.number(), v.minValue(0))),
    retryLimit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    criteria: list(criterion),
  })
const successAction = action(['end', 'goto'])
const failureAction = action(['end', 'retry', 'goto'])

const step = v.looseObject({
  stepId: id,
  description: v.optional(v.string()),
  operationId: v.optional(text),
  operationPath: v.optional(text),
  workflowId: v.optional(text),
  parameters: list(v.union([reusable, parameter])),
  requestBody: v.optional(
    v.looseObject({
      contentType: v.optional(v.string()),
      payload: v.optional(v.unknown()),
      replacements: list(v.looseObject({ target: v.string(), value: v.unknown() })),
    }),
  ),
  successCriteria: list(criterion),
  onSuccess: list(v.union([reusable, successAction])),
  onFailure: list(v.union([reusable, failureAction])),
  outputs: expressionMap,
})

const workflow = v.looseObject({
  workflowId: id,
  summary: v.optional(v.string()),
  description: v.optional(v.string()),
  inputs: v.optional(v.record(v.string(), v.unknown())),
  dependsOn: list(text),
  steps: v.pipe(v.array(step), v.minLength(1)),
  successActions: list(v.union([reusable, successAction])),
  failureActions: list(v.union([reusable, failureAction])),
  outputs: expressionMap,
  parameters: list(v.union([reusable, parameter])),
})

export const arazzoSchema = v.looseObject({
  arazzo: v.string(),
  info: v.looseObject({
    title: text,
    summary: v.optional(v.string()),
    description: v.optional(v.string()),
    version: text,
  }),
  sourceDescriptions: v.pipe(
    v.array(
      v.looseObject({
        name: id,
        url: text,
        type: v.optional(v.picklist(['openapi', 'arazzo'])),
      }),
    ),
    v.minLength(1),
  ),
  workflows: v.pipe(v.array(workflow), v.minLength(1)),
  components: v.optional(
    v.looseObject({
      inputs: v.optional(v.record(v.string(), v.unknown())),
      parameters: v.optional(v.record(v.string(), parameter)),
      successActions: v.optional(v.record(v.string(), successAction)),
      failureActions: v.optional(v.record(v.string(), failureAction)),
    }),
  ),
})

export type Arazzo = v.InferOutput<typeof arazzoSchema>
export type Workflow = Arazzo['workflows'][number]
export type Step = Workflow['steps'][number]
export type Criterion = NonNullable<Step['successCriteria']>[number]
export type Reusable = v.InferOutput<typeof reusable>
export type Parameter = v.InferOutput<typeof parameter>
export type SuccessAction = v.InferOutput<typeof successAction>
export type FailureAction = v.InferOutput<typeof failureAction>
export type Action = SuccessAction | FailureAction

export const isReusable = (item: object): item is Reusable => 'reference' in item
