// The resource shapes of openapi.yaml (the contract) as the client checks them: the client's types,
// the response checks, the form's validation and the demo handlers all derive from these, and
// test/contract.test.ts fails when they and openapi.yaml disagree.
import * as v from 'valibot'

/** An integer kept exact: a number when it fits in 2^53, a bigint beyond (see json.ts). */
export type Int64 = number | bigint

const INT64_MAX = 2n ** 63n - 1n

/** Whether `input` is an integer within ±2^(bits-1) (a bigint or a whole number). */
function isIntegerOf(input: unknown, bits: 32 | 64): boolean {
  if (typeof input !== 'bigint' && !Number.isInteger(input)) return false
  const value = BigInt(input as number | bigint)
  const max = bits === 64 ? INT64_MAX : 2n ** 31n - 1n
  return value >= -max - 1n && value <= max
}

const integerOf = <T>(bits: 32 | 64) =>
  v.custom<T>(
    (input) => isIntegerOf(input, bits),
    (issue) =>
      typeof issue.input === 'bigint' || Number.isInteger(issue.input)
        ? `expected an int${bits}, got ${String(issue.input)} (out of range)`
        : `expected an integer, got ${describe(issue.input)}`,
  )

/** `integer` with `format: int64` in the contract. */
export const int64 = integerOf<Int64>(64)
/** `integer` with `format: int32` in the contract. */
export const int32 = integerOf<number>(32)

/** Absent and null both read as "not sent": real servers use either. */
const optional = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  )

/** A JSON object (valibot's objects also take arrays), keeping fields the seed does not list. */
const record = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.custom<object>((input) => !Array.isArray(input), 'expected an object, got an array'),
    v.looseObject(entries),
  )

const petFields = {
  id: optional(int64),
  name: optional(v.string()),
  tag: optional(v.string()),
  status: optional(v.string()),
}

/** The seed marks no Pet field as required, so a server pet missing any of them still renders. */
export const petSchema = record(petFields)
export type Pet = v.InferOutput<typeof petSchema>

/** What the console (and the demo server) accept for POST /pets: ID and a non-blank Name. */
export const newPetSchema = record({
  ...petFields,
  id: int64,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('is required')),
})
export type NewPet = v.InferOutput<typeof newPetSchema>

export const orderSchema = record({
  id: optional(int64),
  petId: optional(int64),
  quantity: optional(int32),
  // Kept as the raw string: a malformed date is shown as sent, never parsed into a crash.
  shipDate: optional(v.string()),
  complete: optional(v.boolean()),
})
export type Order = v.InferOutput<typeof orderSchema>

/** The contract's Error: what the demo handlers send with a 4xx or 5xx. */
export const errorSchema = record({ code: optional(int32), message: v.string() })
export type ErrorBody = v.InferInput<typeof errorSchema>

export const petListSchema = v.array(petSchema)
export const orderListSchema = v.array(orderSchema)

/** Pet statuses the seed does not fix: the form suggests these and accepts any other. */
export const petStatuses: readonly string[] = ['available', 'pending', 'sold']

/** An order is open unless the server says it is complete (a missing flag is not "done"). */
export const isOpen = (order: Order): boolean => order.complete !== true

/** An order's ship date as a time, NaN when it has none or it does not parse. */
export const shipTime = (order: Order): number =>
  order.shipDate === undefined ? Number.NaN : Date.parse(order.shipDate)

/** Field names the seed declares, in display order; anything else the server sends is "extra". */
export const petFieldNames: readonly string[] = Object.keys(petFields)

/** The declared fields, then any others these pets carry, in the order first met. */
export function petFieldsOf(pets: readonly Pet[]): string[] {
  const extras = new Set<string>()
  for (const pet of pets) for (const key of Object.keys(pet)) extras.add(key)
  return [...petFieldNames, ...[...extras].filter((key) => !petFieldNames.includes(key))]
}

export interface Issue {
  /** JSONPath of the offending value: `$`, `$.name`, `$[3].id`. */
  path: string
  message: string
}

function describe(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'an array'
  if (typeof input === 'string') return `a string ${JSON.stringify(input.slice(0, 40))}`
  if (typeof input === 'bigint' || Number.isInteger(input)) return `an integer ${String(input)}`
  return typeof input === 'object' ? 'an object' : `a ${typeof input}`
}

/** What a schema of each kind expects, in words. */
const expectedByType: Record<string, string> = {
  array: 'an array',
  loose_object: 'an object',
  string: 'a string',
  boolean: 'true or false',
}

function issueOf(issue: v.BaseIssue<unknown>): Issue {
  let path = '$'
  for (const item of issue.path ?? []) {
    path += typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`
  }
  // A missing key is reported on its parent object by valibot; name the key instead.
  if (issue.kind === 'schema' && issue.input === undefined) return { path, message: 'is required' }
  if (issue.type === 'custom' || issue.type === 'non_empty') return { path, message: issue.message }
  const expected = expectedByType[issue.type] ?? issue.expected ?? 'another value'
  return { path, message: `expected ${expected}, got ${describe(issue.input)}` }
}

/** At most this many issues are reported for a body: enough to see the pattern. */
const MAX_ISSUES = 20

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: Issue[] }

export function check<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  if (result.success) return { ok: true, value: result.output }
  return { ok: false, issues: result.issues.slice(0, MAX_ISSUES).map(issueOf) }
}

export function formatIssues(issues: readonly Issue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')
}
