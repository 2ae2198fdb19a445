// A contract as a server publishes it (OpenAPI 3.x, in JSON or YAML) made into the shape the
// checks and the explorer read, or the reason it cannot be used. Never throws. The contract's worker
// runs it (contract-worker.ts), so it imports no React and no catalog: the page says the words.
// i18n: words made in a worker, said by the page
import { words, type Words } from '../../lib/i18n/words'
import { methods, type OpenApi, type PathItem } from './openapi'

export type ContractRead = { ok: true; api: OpenApi } | { ok: false; reason: Words }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

class Unusable extends Error {
  constructor(readonly words: Words) {
    super(words.id)
  }
}

/** JSON when it looks like JSON (quicker, and its errors say where); YAML otherwise. */
async function parse(text: string): Promise<unknown> {
  if (/^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text)
    } catch (error) {
      throw new Unusable(words('contract.invalid-json', { error: (error as Error).message }))
    }
  }
  // The YAML reader is loaded only for a contract in YAML.
  const { load, YAMLException } = await import('js-yaml')
  try {
    return load(text)
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error
    throw new Unusable(
      words('contract.yaml-error', { line: String(error.mark.line + 1), error: error.reason }),
    )
  }
}

function checkVersion(doc: unknown): asserts doc is Record<string, unknown> {
  if (!isObject(doc)) throw new Unusable(words('contract.no-object'))
  if (typeof doc.swagger === 'string')
    throw new Unusable(words('contract.swagger', { version: doc.swagger }))
  if (typeof doc.openapi !== 'string') throw new Unusable(words('contract.no-version'))
  if (!doc.openapi.startsWith('3.'))
    throw new Unusable(words('contract.wrong-version', { version: doc.openapi }))
  if (!isObject(doc.paths)) throw new Unusable(words('contract.no-paths'))
}

/** A local reference's steps, `#/paths/~1pets` → `paths`, `/pets`: the names as the document has them. */
export function stepsOf(ref: string): string[] {
  return ref
    .slice(2)
    .split('/')
    .filter(Boolean)
    .map((raw) => decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** The node a local reference (`#/components/schemas/Pet`) points at, or undefined. */
export function pointAt(doc: unknown, ref: string): unknown {
  let node = doc
  for (const part of stepsOf(ref)) {
    node =
      isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : undefined
  }
  return node
}

/**
 * Every `$ref` must point somewhere in this document, and a chain of them must end in something: a
 * schema that holds itself through its fields (a tree) is fine, `A: {$ref: B}, B: {$ref: A}` is not.
 */
function checkRefs(doc: Record<string, unknown>): void {
  const stack: unknown[] = [doc]
  const chains = new Set<string>()
  while (stack.length > 0) {
    const node = stack.pop()
    if (Array.isArray(node)) stack.push(...(node as unknown[]))
    if (!isObject(node)) continue
    stack.push(...Object.values(node))
    const ref = node.$ref
    if (typeof ref !== 'string' || chains.has(ref)) continue
    chains.add(ref)
    const seen = [ref]
    for (let next: string | undefined = ref; next !== undefined;) {
      if (!next.startsWith('#')) throw new Unusable(words('contract.external-ref', { ref: next }))
      const target = pointAt(doc, next)
      if (target === undefined) throw new Unusable(words('contract.dangling-ref', { ref: next }))
      next = isObject(target) && typeof target.$ref === 'string' ? target.$ref : undefined
      if (next !== undefined && seen.includes(next))
        throw new Unusable(words('contract.ref-cycle', { cycle: [...seen, next].join(' → ') }))
      if (next !== undefined) seen.push(next)
    }
  }
}

/** Follows references to the node they end at (checkRefs has made sure they do). */
function follow<T>(doc: unknown, node: T): T {
  let current: unknown = node
  while (isObject(current) && typeof current.$ref === 'string') current = pointAt(doc, current.$ref)
  return current as T
}

/**
 * Path items, request bodies and named examples are read where they stand, so their references are
 * followed here; schemas, parameters and responses keep theirs (the checks follow them, and a
 * schema's name, `Pet`, is worth keeping).
 */
function inline(doc: Record<string, unknown>): OpenApi {
  const paths: Record<string, PathItem> = {}
  for (const [path, raw] of Object.entries(doc.paths as Record<string, unknown>)) {
    const item = { ...follow(doc, raw as PathItem) }
    for (const method of methods) {
      const operation = item[method]
      if (!operation) continue
      const body = operation.requestBody && follow(doc, operation.requestBody)
      const content = Object.fromEntries(
        Object.entries(body?.content ?? {}).map(([type, media]) => {
          const examples = Object.entries(media.examples ?? {}).map(([n, e]) => [n, follow(doc, e)])
          return [type, { ...media, examples: Object.fromEntries(examples) }]
        }),
      )
      item[method] = {
        ...operation,
        responses: operation.responses ?? {},
        requestBody: body && { ...body, content },
      }
    }
    paths[path] = item
  }
  const components = isObject(doc.components) ? doc.components : {}
  return {
    ...(doc as object),
    paths,
    components: { ...components, schemas: isObject(components.schemas) ? components.schemas : {} },
  } as OpenApi
}

/** The contract in `text`, ready to use, or why it is not. */
export async function readContract(text: string): Promise<ContractRead> {
  try {
    const doc = await parse(text)
    checkVersion(doc)
    checkRefs(doc)
    return { ok: true, api: inline(doc) }
  } catch (error) {
    if (error instanceof Unusable) return { ok: false, reason: error.words }
    return { ok: false, reason: words('contract.unreadable', { error: (error as Error).message }) }
  }
}
