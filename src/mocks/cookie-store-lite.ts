// Stands in for msw's cookie store in browser builds (vite.config.ts). The real one wraps
// tough-cookie and the public suffix list (tldts): two thirds of the demo worker's code, and on a
// phone the costliest part of answering each demo request, since msw asks it for the cookies of every
// request, handler by handler. The demo API sets no cookies and reads none, so this store is
// always empty. Node (Vitest, `npm run api`) keeps the real one; test/cookie-store-lite.test.ts
// checks this one still has every method msw calls.
type StoredCookie = { key: string; value: string }

export const cookieStore = {
  getCookies(url: string): StoredCookie[] {
    void url
    return []
  },
  async setCookie(cookie: string, url: string): Promise<void> {
    void cookie
    void url
  },
}
