// Stands in for React Query's infinite-query paging (query-core's infiniteQueryBehavior.js) in
// browser builds (vite.config.ts). Query imports it for queries made by useInfiniteQuery and
// fetchInfiniteQuery, which this app does not use (test/no-infinite-queries.test.ts checks), so on
// every first page it was dead weight: ~0.45 KiB gzip.
export function infiniteQueryBehavior(): never {
  throw new Error('Infinite queries are not built into Pet Store Console (see vite.config.ts).')
}

export function hasNextPage(): boolean {
  return false
}

export function hasPreviousPage(): boolean {
  return false
}
