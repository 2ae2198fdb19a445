// Opens an Arazzo document from the site (the bundled pet store workflows), a file or a URL: reads
// it, resolves its source descriptions against the live environment's contract, and checks it.
// Whatever goes wrong is a list of problems, each with its path; nothing throws.
import { words, type Words } from '../../lib/i18n/i18n'
import { contract } from '../contract/contract'
import { loadContract } from '../contract/load-contract'
import type { OpenApi } from '../contract/openapi'
import type { Arazzo } from './arazzo'
import { readArazzo, type Problem } from './read-arazzo'
import { resolveSources, type Sources } from './sources'
import { validateArazzo } from './validate'
import '../../lib/i18n/en/workflows'

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024

export interface Opened {
  doc: Arazzo | null
  sources: Sources
  /** The contracts of the other servers its sources name, by base URL. */
  servers: ReadonlyMap<string, OpenApi>
  /** Errors stop it from running; warnings (XPath) do not. */
  problems: Problem[]
}

const failed = (what: Words): Opened => ({
  doc: null,
  sources: new Map(),
  servers: new Map(),
  problems: [{ path: '$', words: what }],
})

export async function openText(text: string): Promise<Opened> {
  const read = await readArazzo(text)
  if (!read.ok)
    return { doc: null, sources: new Map(), servers: new Map(), problems: read.problems }
  const servers = new Map<string, OpenApi>()
  const sources = await resolveSources(read.doc, {
    home: contract(),
    load: loadContract,
    onServer: (server, api) => servers.set(server, api),
  })
  const problems = validateArazzo(read.doc, sources)
  return { doc: problems.some((p) => !p.warning) ? null : read.doc, sources, servers, problems }
}

/** A document at `url`: public data, fetched without cookies or key. */
export async function openUrl(url: string): Promise<Opened> {
  let response: Response
  try {
    response = await fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    return failed(words('workflows.fetch-failed', { reason: (error as Error).message }))
  }
  if (!response.ok)
    return failed(words('workflows.fetch-failed', { reason: `HTTP ${response.status}` }))
  const text = await response.text()
  if (text.length > MAX_DOCUMENT_BYTES)
    return failed(words('workflows.file-too-big', { name: url }))
  return openText(text)
}

export async function openFile(file: File): Promise<Opened> {
  if (file.size > MAX_DOCUMENT_BYTES)
    return failed(words('workflows.file-too-big', { name: file.name }))
  return openText(await file.text())
}

/** The pet store workflows served with the site. */
export const bundledUrl = () => `${import.meta.env.BASE_URL}petstore.arazzo.yaml`
