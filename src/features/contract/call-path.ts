// A logged call's path below its base URL, as the contract names operations.
/** The call's path below its base URL: `/pets/7` for `<base>/pets/7?api_key=…`. */
export function operationPath(url: string, baseUrl: string): string {
  const base = new URL(baseUrl).pathname.replace(/\/+$/, '')
  const { pathname } = new URL(url)
  return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname
}
