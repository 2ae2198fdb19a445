// Work the page does not need yet: run when the browser is next idle.
import { useEffect, useState } from 'react'

/** Runs `task` when the browser is next idle, or after `timeoutMs` at the latest; returns a cancel. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, timeoutMs)
  return () => clearTimeout(id)
}

/**
 * Settles when the browser is next idle (within `timeoutMs`), or on the next macrotask where it
 * has no idle callbacks (jsdom): work that may wait, but not long.
 */
export function nextIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      requestIdleCallback(() => resolve(), { timeout: timeoutMs })
    else setTimeout(resolve, 0)
  })
}

/** False until the browser is next idle (see `nextIdle`): for what a first render need not ask. */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let mounted = true
    void nextIdle(timeoutMs).then(() => mounted && setIdle(true))
    return () => {
      mounted = false
    }
  }, [timeoutMs])
  return idle
}
