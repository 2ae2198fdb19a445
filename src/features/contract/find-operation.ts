// Which operation of a contract a call went to: pure, so the contract's worker finds it as well as
// the page (response-check.ts).
import type { OpenApi, Operation } from './openapi'

/** The operation for a method and a path below the base URL, with `{param}` segments matched. */
export function findOperation(
  api: OpenApi,
  method: string,
  path: string,
): { template: string; operation: Operation } | null {
  const verb = method.toLowerCase() as 'get'
  let templated: { template: string; operation: Operation } | null = null
  for (const [template, item] of Object.entries(api.paths)) {
    const operation = item[verb]
    if (!operation) continue
    if (template === path) return { template, operation }
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`)
    if (pattern.test(path)) templated ??= { template, operation }
  }
  return templated
}
