// Lets the browser paint and handle input in the middle of long work (the demo API and response
// checks run on the page's main thread), so no single task blocks it for long.

interface YieldingScheduler {
  yield(): Promise<void>
}

/** Resolves in a new task: `scheduler.yield()` where present (it keeps this work's priority). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  if (typeof MessageChannel === 'function') {
    // A message is a task that is not clamped or throttled like a nested setTimeout.
    return new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        resolve()
      }
      channel.port2.postMessage(null)
    })
  }
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Work slices this long leave a task well under the 50 ms that counts as "long". */
export const SLICE_MS = 12

/**
 * Returns a function to call between small pieces of work: it yields once `sliceMs` have passed
 * since the last yield, and otherwise resolves at once without leaving the task.
 */
export function createYielder(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let sliceStart = performance.now()
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined
    return yieldToMain().then(() => {
      sliceStart = performance.now()
    })
  }
}
