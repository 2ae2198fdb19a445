// Work the page does not need yet: run when the browser is next idle.

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
