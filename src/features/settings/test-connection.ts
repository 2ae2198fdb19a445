// Settings' "Test connection": one GET /pets with the values in the form (not yet saved), through
// the same client code path as every other call, told back in plain words.
import { request, type ApiTarget } from '../../api/client'
import { HttpError, NetworkError, ShapeError, TimeoutError } from '../../api/errors'
import { petListSchema } from '../../api/schemas'
import { plural } from '../../lib/format'

export interface ConnectionResult {
  ok: boolean
  message: string
}

export async function testConnection(target: ApiTarget): Promise<ConnectionResult> {
  try {
    const { data } = await request('/pets', { schema: petListSchema, target })
    return { ok: true, message: `Connected: ${plural(data.length, 'pet')}.` }
  } catch (error) {
    return { ok: false, message: describeFailure(error, target.baseUrl) }
  }
}

function describeFailure(error: unknown, baseUrl: string): string {
  if (error instanceof HttpError) {
    if (error.status === 401 || error.status === 403) {
      return `The server refused the API key (HTTP ${error.status}). Check the key and where it is sent.`
    }
    const said = error.serverMessage ? ` It said: ${error.serverMessage}` : ''
    const status = `HTTP ${error.status}${error.statusText ? ` ${error.statusText}` : ''}`
    if (error.status === 404) {
      return `The server answered ${status} for /pets. Check that the base URL ends in /v1.${said}`
    }
    return `The server answered ${status}.${said}`
  }
  if (error instanceof NetworkError) {
    // The base URL, not the called URL: a query-parameter key must not be shown on screen.
    return (
      `Could not reach ${baseUrl}. The server may be down, or it does not allow requests from ` +
      'this site (CORS). For a local server without CORS, start the dev server with VITE_API_PROXY_TARGET.'
    )
  }
  if (error instanceof TimeoutError) {
    return `${error.message} It may be overloaded, or the address may be wrong.`
  }
  if (error instanceof ShapeError) {
    return `The server answered, but not with a list of pets. ${error.message}`
  }
  return `The test failed: ${error instanceof Error ? error.message : String(error)}`
}
