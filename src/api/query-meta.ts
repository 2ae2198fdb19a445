// The call a query makes rides in its options' `meta`, so a page's "API call" button copies the
// very query the page reads, and the page never names the path a second time.
export interface PageCall {
  method: 'GET' | 'POST'
  path: string
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { call?: PageCall }
  }
}
