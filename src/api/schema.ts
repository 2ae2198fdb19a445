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

/** Unknown extra fields are kept, not stripped: the pet page shows what the server sent. */
export function object<S extends Shape>(shape: S): ObjectSchema<S> {
  return {
    kind: 'object',
    shape,
    check(input, path) {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        return fail(path, `expected an object, got ${describeValue(input)}`)
      }
      const record = input as Record<string, unknown>
      const out: Record<string, unknown> = { ...record }
      const issues: Issue[] = []
      for (const [key, schema] of Object.entries(shape)) {
        const result = schema.check(record[key], path ? `${path}.${key}` : key)
        if (result.ok) {
          if (result.value === undefined) delete out[key]
          else out[key] = result.value
        } else if (record[key] === undefined) {
          issues.push({ path: path ? `${path}.${key}` : key, message: 'is required' })
        } else issues.push(...result.issues)
      }
      return issues.length
        ? { ok: false, issues }
        : ok(out as ObjectOf<S> & Record<string, unknown>)
    },
  }
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return {
    kind: 'array',
    check(input, path) {
      if (!Array.isArray(input)) return fail(path, `expected an array, got ${describeValue(input)}`)
      const out: T[] = []
      const issues: Issue[] = []
      input.forEach((element, index) => {
        const result = item.check(element, `${path}[${index}]`)
        if (result.ok) out.push(result.value)
        else issues.push(...result.issues)
      })
      return issues.length ? { ok: false, issues: issues.slice(0, 20) } : ok(out)
    },
  }
}

export function formatIssues(issues: Issue[]): string {
  return issues.map((i) => (i.path ? `${i.path} ${i.message}` : i.message)).join('; ')
}
