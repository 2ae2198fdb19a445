// The answers to the page's questions about contracts, from the contracts read so far: what the
// worker runs, and the page itself when no worker starts, so both give the same (decision 0028).
import type { OpenApi } from './openapi'
import { ContractIndex } from './contract-index'
import type { Kind, Questions, Reader } from './contract-wire'
import { loadContract } from './load-contract'

/** Answers questions from the contracts it has read, by URL; `bundled` is what changes compare to. */
export function answering(bundled: () => OpenApi): Reader {
  const contracts = new Map<string, ContractIndex>()
  const read = (url: string) => {
    const index = contracts.get(url)
    if (!index) throw new Error(`The contract at ${url} is not read.`)
    return index
  }
  const answers: { [K in Kind]: (asked: Omit<Questions[K], 'answer'>) => unknown } = {
    load: async ({ url }) => {
      const result = await loadContract(url)
      if (!result.ok) return result
      const index = new ContractIndex(result.api)
      contracts.set(url, index)
      return { ok: true, operations: index.operations }
    },
    detail: ({ url, key }) => read(url).detail(key),
    forCall: ({ url, method, path }) => read(url).forCall(method, path),
    changes: ({ url }) => read(url).changes(bundled()),
  }
  return {
    ask: async (kind, asked) =>
      (await (answers[kind] as (asked: unknown) => unknown)(asked)) as never,
  }
}
