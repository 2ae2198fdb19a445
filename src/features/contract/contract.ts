// The contract: the bundled openapi.yaml as data (the build parses it), in this lazy chunk only,
// never in the first page's code; or the one the live environment's server publishes, once loaded.
import openapi from '../../../openapi.yaml'
import { getSettings } from '../../api/settings'
import type { EnvironmentId } from '../../api/target'
import { liveContractFor } from './live-contract'
import type { OpenApi } from './openapi'

/** The contract built into the console. */
export const bundledContract = (): OpenApi => openapi as OpenApi

/** The contract `environment`'s calls are checked against: its server's, when loaded, else bundled. */
export function contract(environment: EnvironmentId = getSettings().environment): OpenApi {
  return liveContractFor(environment) ?? bundledContract()
}
