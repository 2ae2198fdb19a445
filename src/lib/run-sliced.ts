// Long work in slices: a generator runs for a few milliseconds, then gives the main thread back, so
// checking a 20,000-order body or searching its tree never holds the page for long.

/** Gives the main thread back: scheduler.yield() where the browser has it, else a macrotask. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Slices of at most about this long; well under the 50 ms that counts as a long task. */
const SLICE_MS = 8

/** Runs a generator in slices of about SLICE_MS, yielding to the main thread between them. */
export async function runSliced<T>(
  task: Generator<void, T>,
  giveWay: () => Promise<void> = yieldToMain,
): Promise<T> {
  for (;;) {
    const end = performance.now() + SLICE_MS
    let step = task.next()
    while (!step.done && performance.now() < end) step = task.next()
    if (step.done) return step.value
    await giveWay()
  }
}
