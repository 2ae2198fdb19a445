// Search in a JSON tree: names and values containing the text, found in slices (a 7 MB body never
// holds the main thread for long), then "n of m" and the way from one match to the next.
import { useEffect, useEffectEvent, useState } from 'react'
import { runSliced } from '../../lib/run-sliced'
import { searchTree, type Match } from './json-tree-search'

interface Found {
  root: unknown
  query: string
  matches: Match[]
  total: number
}

const cancelledSearch = new Error('search cancelled')

export function useTreeSearch(root: unknown, goTo: (match: Match) => void) {
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [current, setCurrent] = useState(0)
  const wanted = query.trim()
  const arrived = useEffectEvent((next: Found) => {
    setFound(next)
    setCurrent(0)
    if (next.matches[0]) goTo(next.matches[0])
  })

  useEffect(() => {
    if (!wanted) return
    let cancelled = false
    const giveWay = () =>
      new Promise<void>((resolve, reject) =>
        setTimeout(() => (cancelled ? reject(cancelledSearch) : resolve()), 0),
      )
    runSliced(searchTree(root, wanted), giveWay)
      .then(({ matches, total }) => {
        if (!cancelled) arrived({ root, query: wanted, matches, total })
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [root, wanted])

  const result = found && found.root === root && found.query === wanted ? found : null
  const step = (by: number) => {
    if (!result || result.matches.length === 0) return
    const next = (current + by + result.matches.length) % result.matches.length
    setCurrent(next)
    const match = result.matches[next]
    if (match) goTo(match)
  }
  return {
    query,
    setQuery,
    searching: wanted !== '' && !result,
    result,
    current,
    next: () => step(1),
    previous: () => step(-1),
  }
}
