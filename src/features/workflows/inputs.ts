// A workflow's inputs: the fields its input schema names, their starting values (the schema's
// defaults, nested objects included), and the check of what was typed against the schema with
// the contract's own checker, `$ref`s read in the Arazzo document.
import { Findings, type Finding } from '../contract/findings'
import type { JsonSchema, OpenApi } from '../contract/openapi'
import { validate } from '../contract/schema-check'
import { parseJson, stringifyJson } from '../../lib/json'
import { words } from '../../lib/i18n/i18n'
import type { Arazzo, Workflow } from './arazzo'
import { pointInto } from './expressions'
import '../../lib/i18n/en/workflows'

export interface InputField {
  name: string
  required: boolean
  /** Typed as JSON: an object, an array, a number (int64 exact) or a boolean. */
  json: boolean
  description: string
}

export const asSchema = (doc: Arazzo, node: unknown): JsonSchema => {
  let schema = node as JsonSchema
  for (let hops = 0; schema?.$ref && hops < 20; hops++)
    schema = pointInto(doc, schema.$ref.replace(/^#/, '')) as JsonSchema
  return schema ?? {}
}

export const inputSchema = (doc: Arazzo, workflow: Workflow) => asSchema(doc, workflow.inputs)

export function inputFields(doc: Arazzo, workflow: Workflow): InputField[] {
  const schema = inputSchema(doc, workflow)
  return Object.entries(schema.properties ?? {}).map(([name, raw]) => {
    const property = asSchema(doc, raw)
    return {
      name,
      required: schema.required?.includes(name) ?? false,
      json: property.type !== undefined && property.type !== 'string',
      description: typeof property.description === 'string' ? property.description : '',
    }
  })
}

/** The schema's defaults, nested objects filled from their properties' defaults. */
function defaultOf(doc: Arazzo, raw: unknown): unknown {
  const schema = asSchema(doc, raw)
  if (schema.default !== undefined) return schema.default
  if (schema.type !== 'object' || !schema.properties) return undefined
  const entries = Object.entries(schema.properties)
    .map(([name, property]) => [name, defaultOf(doc, property)])
    .filter(([, value]) => value !== undefined)
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/** What each field starts with, as typed text: the value `given` (from a link), else its default. */
export function startingText(
  doc: Arazzo,
  workflow: Workflow,
  given: Record<string, unknown> = {},
): Record<string, string> {
  const schema = inputSchema(doc, workflow)
  return Object.fromEntries(
    inputFields(doc, workflow).map((field) => {
      const value = given[field.name] ?? defaultOf(doc, schema.properties?.[field.name])
      const text = value === undefined ? '' : field.json ? stringifyJson(value, 2) : String(value)
      return [field.name, text]
    }),
  )
}

/** The typed text as inputs, or the fields that are not JSON; then each finding of the schema. */
export function readInputs(
  doc: Arazzo,
  workflow: Workflow,
  typed: Record<string, string>,
): { inputs: Record<string, unknown>; problems: Finding[] } {
  const inputs: Record<string, unknown> = {}
  const problems: Finding[] = []
  for (const field of inputFields(doc, workflow)) {
    const text = typed[field.name] ?? ''
    if (text.trim() === '') continue
    if (!field.json) inputs[field.name] = text
    else {
      try {
        inputs[field.name] = parseJson(text)
      } catch (error) {
        const message = words('workflows.input-not-json', {
          name: field.name,
          error: (error as Error).message,
        })
        problems.push({ path: field.name, message })
      }
    }
  }
  if (problems.length > 0) return { inputs, problems }
  // The Arazzo document stands in for the contract, so `#/components/inputs/…` resolves.
  const api = { ...doc, paths: {}, components: { schemas: {}, ...doc.components } } as OpenApi
  const out = new Findings()
  const steps = validate(api, inputSchema(doc, workflow), inputs, '$', out)
  while (!steps.next().done);
  return { inputs, problems: out.violations }
}
