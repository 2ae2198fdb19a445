// List views keep search, filters, sort and page in the URL query, so a link reproduces the view.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

export interface SortState<K extends string> {
  key: K
  direction: 'ascending' | 'descending'
}

/** Reads `sort=name` / `sort=-name`; unknown keys fall back to the default. */
export function parseSort<K extends string>(
  raw: string | null,
  keys: readonly K[],
  fallback: SortState<K>,
): SortState<K> {
  if (!raw) return fallback
  const descending = raw.startsWith('-')
  const key = (descending ? raw.slice(1) : raw) as K
  return keys.includes(key) ? { key, direction: descending ? 'descending' : 'ascending' } : fallback
}

export function useListParams() {
  const [params, setParams] = useSearchParams()
  const get = useCallback((name: string) => params.get(name) ?? '', [params])
  /** Sets (or clears, for '') the given params; any change other than `page` goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value)
            else next.delete(name)
          }
          if (!('page' in changes)) next.delete('page')
          return next
        },
        { replace: true },
      )
    },
    [setParams],
  )
  const page = useMemo(() => {
    const value = Number.parseInt(params.get('page') ?? '1', 10)
    return Number.isFinite(value) && value > 0 ? value : 1
  }, [params])
  return { params, get, update, page }
}

export const PAGE_SIZE = 25

export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  const current = Math.min(page, pageCount)
  return {
    rows: items.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
  }
}
