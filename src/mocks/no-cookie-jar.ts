// What msw's cookie store needs of tough-cookie, for the demo API's worker only (decision 0031):
// a jar that keeps no cookies. The demo's handlers set none and read none, and tough-cookie's real
// jar brings the public-suffix list (tldts, about 300 KB of JS) that the worker would parse before
// its first answer.

/** Cookies by domain, path and name: msw reads and persists this index; here it stays empty. */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, { toJSON(): unknown }>>> = {}
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore) {}

  getCookiesSync(_url: string): never[] {
    return []
  }

  /** A Set-Cookie from a handler is dropped: nothing in the demo sends one back. */
  setCookie(_cookie: string, _url: string): Promise<void> {
    return Promise.resolve()
  }
}

export const Cookie = {
  /** msw restores its saved cookies through this; the worker's storage starts empty each time. */
  fromJSON: (_raw: unknown): null => null,
}
