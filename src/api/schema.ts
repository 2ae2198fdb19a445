// A deliberately tiny schema kit: enough to declare the Pet and Order shapes once and derive
// static types, response checks, form validation and demo-server validation from them.

export type Int64 = number | bigint

export interface Issue {
  path: string
  message: string
}

export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] }

export interface Schema<T> {
  readonly kind: string
  check(input: unknown, path: string): Result<T>
}

export type Infer<S> = S extends Schema<infer T> ? T : never

const ok = <T>(value: T): Result<T> => ({ ok: true, value })
const fail = (path: string, message: string): Result<never> => ({
  ok: false,
  issues: [{ path, message }],
})

export function describeValue(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'an array'
  if (typeof input === 'string') return 'a string'
  if (typeof input === 'bigint') return 'an integer'
  return `a ${typeof input}`
}

export const int64: Schema<Int64> = {
  kind: 'integer',
  check(input, path) {
    if (typeof input === 'bigint') return ok(input)
    if (typeof input === 'number' && Number.isInteger(input)) return ok(input)
    return fail(path, `expected an integer, got ${describeValue(input)}`)
  },
}

export const string: Schema<string> = {
  kind: 'string',
  check: (input, path) =>
    typeof input === 'string'
      ? ok(input)
      : fail(path, `expected a string, got ${describeValue(input)}`),
}

export const boolean: Schema<boolean> = {
  kind: 'boolean',
  check: (input, path) =>
    typeof input === 'boolean'
      ? ok(input)
      : fail(path, `expected true or false, got ${describeValue(input)}`),
}

export interface Optional<T> extends Schema<T | undefined> {
  readonly optional: true
  readonly inner: Schema<T>
}

/** Absent and null both read as "not sent": real servers use either. */
export function optional<T>(inner: Schema<T>): Optional<T> {
  return {
    kind: inner.kind,
    optional: true,
    inner,
    check: (input, path) =>
      input === undefined || input === null ? ok(undefined) : inner.check(input, path),
  }
}

type Shape = Record<string, Schema<unknown>>
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends Optional<unknown> ? K : never
}[keyof S]
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>
export type ObjectOf<S extends Shape> = { [K in RequiredKeys<S>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>
}

export interface ObjectSchema<S extends Shape> extends Schema<
  ObjectOf<S> & Record<string, unknown>
> {
  readonly shape: S
}

/**
 * Joins a parent path and an issue path found relative to it: 'id' under '[3]' is '[3].id'.
 * Children are checked at the path '' and their issues re-rooted only on failure, so a valid list
 * of 20,000 records builds no path strings at all.
 */
function joinPath(parent: string, child: string): string {
  if (!parent) return child
  if (!child) return parent
  return child.startsWith('[') ? `${parent}${child}` : `${parent}.${child}`
}

function reroot(issues: Issue[], parent: string): Issue[] {
  return parent
    ? issues.map((i) => ({ path: joinPath(parent, i.path), message: i.message }))
    : issues
}

const hasOwn = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key)

/** Unknown extra fields are kept, not stripped: the pet page shows what the server sent. */
export function object<S extends Shape>(shape: S): ObjectSchema<S> {
  const entries = Object.entries(shape)
  return {
    kind: 'object',
    shape,
    check(input, path) {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        return fail(path, `expected an object, got ${describeValue(input)}`)
      }
      const record = input as Record<string, unknown>
      // Copied only when a field changes (a null or undefined one is dropped): most records pass as is.
      let out = record
      let issues: Issue[] | undefined
      for (const [key, schema] of entries) {
        const value = record[key]
        const result = schema.check(value, '')
        if (result.ok) {
          const changed = result.value === undefined ? hasOwn(record, key) : result.value !== value
          if (!changed) continue
          if (out === record) out = { ...record }
          if (result.value === undefined) delete out[key]
          else out[key] = result.value
        } else {
          issues ??= []
          if (value === undefined)
            issues.push({ path: joinPath(path, key), message: 'is required' })
          else issues.push(...reroot(result.issues, joinPath(path, key)))
        }
      }
      return issues ? { ok: false, issues } : ok(out as ObjectOf<S> & Record<string, unknown>)
    },
  }
}

/** At most this many issues are reported for a list: enough to see the pattern. */
const MAX_LIST_ISSUES = 20

export interface ArraySchema<T> extends Schema<T[]> {
  readonly item: Schema<T>
}

/** Checks `input[from..to)` into `out` and `issues`; shared by the one-go and the sliced check. */
function checkItems<T>(
  item: Schema<T>,
  input: readonly unknown[],
  from: number,
  to: number,
  out: T[],
  issues: Issue[],
): void {
  for (let index = from; index < to; index++) {
    const result = item.check(input[index], '')
    if (result.ok) out.push(result.value)
    else if (issues.length < MAX_LIST_ISSUES) issues.push(...reroot(result.issues, `[${index}]`))
  }
}

function listResult<T>(out: T[], issues: Issue[], path: string): Result<T[]> {
  return issues.length
    ? { ok: false, issues: reroot(issues.slice(0, MAX_LIST_ISSUES), path) }
    : ok(out)
}

export function array<T>(item: Schema<T>): ArraySchema<T> {
  return {
    kind: 'array',
    item,
    check(input, path) {
      if (!Array.isArray(input)) return fail(path, `expected an array, got ${describeValue(input)}`)
      const out: T[] = []
      const issues: Issue[] = []
      checkItems(item, input, 0, input.length, out, issues)
      return listResult(out, issues, path)
    },
  }
}

const isArraySchema = <T>(schema: Schema<T>): schema is Schema<T> & ArraySchema<unknown> =>
  schema.kind === 'array' && 'item' in schema

/** Records checked between two calls of `pause` in `checkInSlices`. */
const SLICE_ITEMS = 500

/**
 * The same check and result as `schema.check(input, path)`, but a long list is checked in slices,
 * awaiting `pause()` between them (e.g. to yield to the browser) so a big response does not block
 * the page in one go. Anything other than a list is checked at once.
 */
export async function checkInSlices<T>(
  schema: Schema<T>,
  input: unknown,
  path: string,
  pause: () => Promise<void> | undefined,
): Promise<Result<T>> {
  if (!isArraySchema(schema) || !Array.isArray(input) || input.length <= SLICE_ITEMS) {
    return schema.check(input, path)
  }
  const out: unknown[] = []
  const issues: Issue[] = []
  for (let from = 0; from < input.length; from += SLICE_ITEMS) {
    checkItems(schema.item, input, from, Math.min(from + SLICE_ITEMS, input.length), out, issues)
    await pause()
  }
  return listResult(out, issues, path) as Result<T>
}

export function formatIssues(issues: Issue[]): string {
  return issues.map((i) => (i.path ? `${i.path} ${i.message}` : i.message)).join('; ')
}
