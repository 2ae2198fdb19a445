// List views keep search, filters, sort and page in the URL query, so a link reproduces the view.
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

export const PAGE_SIZE = 25
/** The choices of "Rows per page"; the first is the default, left out of the URL. */
export const PAGE_SIZES = [25, 50, 100] as const

export function useListParams() {
  const [params, setParams] = useSearchParams()
  const get = useCallback((name: string) => params.get(name) ?? '', [params])
  /**
   * Sets (or clears, for '') the given params; any change but the page goes back to page 1.
   * flushSync renders the new URL before the next input event, so a quick second change builds on
   * this one instead of on the params that were on screen.
   */
  const update = useCallback(
    (changes: Record<string, string>) =>
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
        { replace: true, flushSync: true },
      ),
    [setParams],
  )
  const value = Number.parseInt(params.get('page') ?? '1', 10)
  const page = Number.isFinite(value) && value > 0 ? value : 1
  const size = Number(params.get('size'))
  const pageSize = PAGE_SIZES.find((choice) => choice === size) ?? PAGE_SIZE
  return { get, update, page, pageSize }
}

export interface SortState<K extends string> {
  key: K
  direction: 'ascending' | 'descending'
}

/**
 * The list's sort as `sort=name` / `sort=-name` in the URL, by one of the table's columns; the
 * default (ascending by `defaultKey`) is left out of the URL, and an unknown key falls back to it.
 */
export function useSortParam<K extends string>(
  columns: readonly { key: K }[],
  defaultKey: K,
): [SortState<K>, (next: SortState<K>) => void] {
  const { get, update } = useListParams()
  const raw = get('sort')
  const descending = raw.startsWith('-')
  const key = columns.find((column) => column.key === (descending ? raw.slice(1) : raw))?.key
  const sort: SortState<K> = key
    ? { key, direction: descending ? 'descending' : 'ascending' }
    : { key: defaultKey, direction: 'ascending' }
  const setSort = (next: SortState<K>) => {
    const isDefault = next.key === defaultKey && next.direction === 'ascending'
    update({ sort: isDefault ? '' : `${next.direction === 'descending' ? '-' : ''}${next.key}` })
  }
  return [sort, setSort]
}

export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  const current = Math.min(page, pageCount)
  return {
    rows: items.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
  }
}
