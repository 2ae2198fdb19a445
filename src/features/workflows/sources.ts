// A document's source descriptions, resolved: a relative URL (`./openapi.yaml`) is the live
// environment's contract (bundled or its server's), whose calls carry the environment's key; any
// other URL is fetched and read as a contract, and its calls go to that contract's server with no
// key. A step's operation is found by operationId (plain or `$sourceDescriptions.name.id`) or by
// operationPath (`{$sourceDescriptions.name.url}#/paths/~1pets/get`).
import { words, type Words } from '../../lib/i18n/i18n'
import type { ContractRead } from '../contract/read-contract'
import type { OpenApi } from '../contract/openapi'
import { listOperations, type ExplorerOperation } from '../explorer/operations'
import type { Arazzo, Step } from './arazzo'
import '../../lib/i18n/en/workflows'

export interface Source {
  name: string
  url: string
  operations: ExplorerOperation[]
  /** Null: the environment's own server, with its key. Else the other server's base URL. */
  otherServer: string | null
}

export type Sources = Map<string, Source | { problem: Words }>

export interface SourceContext {
  /** The live environment's contract. */
  home: OpenApi
  /** Reads a contract at an absolute URL (contract/load-contract.ts). */
  load: (url: string) => Promise<ContractRead>
  /** Told of each other server and its contract, so calls to it are checked against that. */
  onServer?: (server: string, api: OpenApi) => void
}

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url)

/** The first server of another contract, absolute, or null when it names none usable. */
function serverOf(api: OpenApi, contractUrl: string): string | null {
  const servers = (api as { servers?: { url?: unknown }[] }).servers
  const url = servers?.[0]?.url
  if (typeof url !== 'string') return null
  try {
    return new URL(url, contractUrl).toString().replace(/\/+$/, '')
  } catch {
    return null
  }
}

export async function resolveSources(doc: Arazzo, context: SourceContext): Promise<Sources> {
  const sources: Sources = new Map()
  for (const { name, url, type } of doc.sourceDescriptions) {
    if (type === 'arazzo') {
      sources.set(name, { problem: words('workflows.problem-arazzo-source') })
      continue
    }
    if (!isAbsolute(url)) {
      sources.set(name, { name, url, operations: listOperations(context.home), otherServer: null })
      continue
    }
    const read = await context.load(url)
    if (!read.ok) {
      sources.set(name, { problem: words('workflows.problem-source', { reason: read.reason }) })
      continue
    }
    const server = serverOf(read.api, url)
    if (!server) {
      sources.set(name, { problem: words('workflows.problem-no-server', { url }) })
      continue
    }
    context.onServer?.(server, read.api)
    sources.set(name, { name, url, operations: listOperations(read.api), otherServer: server })
  }
  return sources
}

const usable = (sources: Sources): Source[] =>
  [...sources.values()].filter((source): source is Source => !('problem' in source))

export type Found = { source: Source; operation: ExplorerOperation } | { problem: Words }

function byId(sources: Sources, raw: string): Found {
  const qualified = /^\$sourceDescriptions\.([\w-]+)\.(.+)$/.exec(raw)
  const candidates = qualified
    ? usable(sources).filter((s) => s.name === qualified[1])
    : usable(sources)
  const id = qualified?.[2] ?? raw
  for (const source of candidates) {
    const operation = source.operations.find((o) => o.key === id)
    if (operation) return { source, operation }
  }
  return { problem: words('workflows.problem-operation', { id: raw }) }
}

function byPath(sources: Sources, raw: string): Found {
  const match = /^\{\$sourceDescriptions\.([\w-]+)\.url\}#(\/.*)$/.exec(raw)
  const source = match && usable(sources).find((s) => s.name === match[1])
  const [, , path, method] = (match?.[2] ?? '').split('/')
  const decoded = path?.replace(/~1/g, '/').replace(/~0/g, '~')
  const operation = source?.operations.find(
    (o) => o.path === decoded && o.method === method?.toUpperCase(),
  )
  return source && operation
    ? { source, operation }
    : { problem: words('workflows.problem-operation-path', { path: raw }) }
}

/** The operation a step calls, and its source; or why there is none. */
export const findStepOperation = (sources: Sources, step: Step): Found =>
  step.operationId ? byId(sources, step.operationId) : byPath(sources, step.operationPath ?? '')
