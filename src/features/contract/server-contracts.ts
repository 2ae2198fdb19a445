// Contracts of servers other than the environment's, by base URL (a workflow's source description
// on another server): a call to one is checked against that server's contract, not the environment's.
import type { OpenApi } from './openapi'

const contracts = new Map<string, OpenApi>()

export const addServerContract = (baseUrl: string, api: OpenApi) => {
  contracts.set(baseUrl, api)
}

export const serverContract = (baseUrl: string): OpenApi | undefined => contracts.get(baseUrl)
