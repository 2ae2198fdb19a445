// Contracts of servers other than the environment's, by base URL (a workflow's source description
// on another server): a call to one is checked against that server's contract, not the environment's.
import type { OpenApi } from './openapi'

let contracts: ReadonlyMap<string, OpenApi> = new Map()

/** The open document's other servers: the last document's go, so none outlives the document. */
export const setServerContracts = (servers: ReadonlyMap<string, OpenApi>) => {
  contracts = servers
}

export const forgetServerContracts = () => setServerContracts(new Map())

export const serverContract = (baseUrl: string): OpenApi | undefined => contracts.get(baseUrl)
