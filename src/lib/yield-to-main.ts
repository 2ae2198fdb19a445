// Lets the browser paint and handle input in the middle of long work (the demo API and response
// checks run on the page's main thread), so no single task blocks it for long.

interface YieldingScheduler {
  yield(): Promise<void>
  postTask(callback: () => void, options: { priority: 'background' }): Promise<void>
}

const scheduler = () => (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler

/** Resolves in a new task: `scheduler.yield()` where present (it keeps this work's priority). */
export function yieldToMain(): Promise<void> {
  const { yield: yieldTask } = scheduler() ?? {}
  if (typeof yieldTask === 'function') return yieldTask.call(scheduler())
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

/**
 * Resolves in a task of background priority (`scheduler.postTask`) where the browser has them: one
 * that waits until input, rendering and other tasks are done. Elsewhere, as `yieldToMain`.
 */
export function yieldInBackground(): Promise<void> {
  const { postTask } = scheduler() ?? {}
  if (typeof postTask !== 'function') return yieldToMain()
  return postTask.call(scheduler(), () => undefined, { priority: 'background' })
}

/** Work slices this long leave a task well under the 50 ms that counts as "long". */
export const SLICE_MS = 12

/**
 * Returns a function to call between small pieces of work: it yields once `sliceMs` have passed
 * since the last yield, and otherwise resolves at once without leaving the task.
 */
export function createYielder(
  sliceMs = SLICE_MS,
  yieldNow: () => Promise<void> = yieldToMain,
): () => Promise<void> | undefined {
  let sliceStart = performance.now()
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined
    return yieldNow().then(() => {
      sliceStart = performance.now()
    })
  }
}
