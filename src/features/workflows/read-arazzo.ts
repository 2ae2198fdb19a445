// An Arazzo document's text made into the document, or every problem named with its path in the
// document: not JSON or YAML, not Arazzo, a version the console does not run, a field of the
// wrong shape, a `$ref` that points at nothing. Never throws.
import * as v from 'valibot'
import { words, type Words } from '../../lib/i18n/i18n'
import { arazzoSchema, type Arazzo } from './arazzo'
import { pointInto } from './expressions'
import '../../lib/i18n/en/workflows'

/** One thing wrong with a document: where (`workflows[0].steps[1].operationId`), and what. */
export interface Problem {
  path: string
  words: Words
  /** The document still runs; what this names will fail or be skipped when it is reached. */
  warning?: boolean
}

export type ArazzoRead = { ok: true; doc: Arazzo } | { ok: false; problems: Problem[] }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const refused = (path: string, what: Words): ArazzoRead => ({
  ok: false,
  problems: [{ path, words: what }],
})

/** JSON when it looks like JSON, YAML otherwise (the console's YAML reader, loaded only here). */
async function parse(text: string): Promise<{ doc: unknown } | { problem: Words }> {
  if (/^\s*[[{]/.test(text)) {
    try {
      return { doc: JSON.parse(text) as unknown }
    } catch (error) {
      return { problem: words('workflows.problem-json', { error: (error as Error).message }) }
    }
  }
  const { load, YAMLException } = await import('js-yaml')
  try {
    return { doc: load(text) }
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error
    const line = String(error.mark.line + 1)
    return { problem: words('workflows.problem-yaml', { line, error: error.reason }) }
  }
}

function versionProblem(doc: Record<string, unknown>): Words | null {
  const version = doc.arazzo
  if (typeof version !== 'string') {
    return typeof doc.openapi === 'string' || typeof doc.swagger === 'string'
      ? words('workflows.problem-openapi')
      : words('workflows.problem-no-arazzo')
  }
  if (/^1\.0\.\d+$/.test(version)) return null
  const major = Number(/^(\d+)\./.exec(version)?.[1] ?? NaN)
  return major > 1
    ? words('workflows.problem-newer-major', { version })
    : words('workflows.problem-version', { version })
}

/** `workflows[0].steps[1].operationId`, from valibot's path. */
export function pathText(keys: readonly (string | number)[]): string {
  return keys
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index ? `.${key}` : key))
    .join('')
}

function shapeProblem(issue: v.BaseIssue<unknown>): Problem {
  const path = pathText((issue.path ?? []).map((item) => item.key as string | number))
  const why =
    issue.input === undefined
      ? words('workflows.shape-missing')
      : issue.type === 'min_length' || issue.type === 'non_empty'
        ? words('workflows.shape-empty')
        : issue.type === 'regex'
          ? words('workflows.shape-id')
          : words('workflows.shape-expected', { expected: issue.expected ?? '?' })
  return { path: path || '$', words: why }
}

/** Every `$ref` (in input schemas) must point somewhere in this document. */
function refProblems(node: unknown, doc: unknown, keys: (string | number)[] = []): Problem[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => refProblems(item, doc, [...keys, i]))
  if (!isObject(node)) return []
  const own: Problem[] = []
  if (typeof node.$ref === 'string') {
    const ref = node.$ref
    const target = ref.startsWith('#') ? pointInto(doc, ref.slice(1)) : undefined
    if (target === undefined) {
      own.push({
        path: pathText([...keys, '$ref']),
        words: words('workflows.problem-ref', { ref }),
      })
    }
  }
  return own.concat(
    Object.entries(node).flatMap(([key, value]) => refProblems(value, doc, [...keys, key])),
  )
}

/** The document in `text`, or each of its problems. */
export async function readArazzo(text: string): Promise<ArazzoRead> {
  const parsed = await parse(text)
  if ('problem' in parsed) return refused('$', parsed.problem)
  if (!isObject(parsed.doc)) return refused('$', words('workflows.problem-not-object'))
  const version = versionProblem(parsed.doc)
  if (version) return refused('arazzo', version)
  const result = v.safeParse(arazzoSchema, parsed.doc)
  if (!result.success) return { ok: false, problems: result.issues.slice(0, 20).map(shapeProblem) }
  const refs = refProblems(result.output, result.output)
  return refs.length > 0 ? { ok: false, problems: refs } : { ok: true, doc: result.output }
}
