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
