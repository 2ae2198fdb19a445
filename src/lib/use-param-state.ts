// A URL query parameter held as state (the pets search box, the orders Complete filter): the page re-renders with a new value at once, and the URL
// follows one render later, once that render is on screen. Writing history and re-rendering the
// route tree inside the input event made the new rows wait for both (~10–20 ms on 20,000 orders).
import { useDeferredValue, useEffect, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import type { useListParams } from './list-state'

type ListParams = Pick<ReturnType<typeof useListParams>, 'get' | 'update'>

/**
 * Returns the value, a setter, and whether the URL still lags behind it. The value follows the
 * URL when a link or Back/Forward changes it; the page's own updates are replacements.
 */
export function useParamState(
  name: string,
  { get, update }: ListParams,
): [value: string, setValue: (value: string) => void, pending: boolean] {
  const fromUrl = get(name)
  const [value, setValue] = useState(fromUrl)
  const location = useLocation()
  const navigationType = useNavigationType()
  const [seenKey, setSeenKey] = useState(location.key)
  if (location.key !== seenKey) {
    setSeenKey(location.key)
    if (navigationType !== 'REPLACE' && value !== fromUrl) setValue(fromUrl)
  }
  // The deferred render commits after the urgent one painted; its effect then writes the URL.
  const urlValue = useDeferredValue(value)
  const settled = value === urlValue
  useEffect(() => {
    if (settled && urlValue !== get(name)) update({ [name]: urlValue })
  }, [settled, urlValue, name, get, update])
  return [value, setValue, value !== fromUrl]
}
