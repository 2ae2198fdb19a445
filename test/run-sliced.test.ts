// @vitest-environment node
// Long work in slices (the contract check, the JSON tree's search): quick steps share a slice, and
// between slices the page gets its turn, through scheduler.yield() where the browser has it.
import { afterEach, expect, test, vi } from 'vitest'
import { runSliced } from '../src/lib/run-sliced'

afterEach(() => {
  vi.unstubAllGlobals()
})

function* quickSteps(count: number) {
  for (let i = 0; i < count; i++) yield
  return count
}

/** Steps of `ms` each, noting at every step whether `happened()` had happened by then. */
function* slowSteps(count: number, ms: number, happened: () => boolean, seen: boolean[]) {
  for (let i = 0; i < count; i++) {
    seen.push(happened())
    const until = performance.now() + ms
    while (performance.now() < until);
    yield
  }
  return 'done'
}

test('quick steps run together in one slice, not one step per turn of the page', async () => {
  let givenBack = 0
  const result = await runSliced(quickSteps(200), async () => {
    givenBack++
  })
  expect(result).toBe(200)
  // One step per slice would give the thread back 200 times (a 20,000-order check: 20,000 turns).
  expect(givenBack).toBeLessThan(10)
})

test('without scheduler.yield, a timer that is due runs between two slices', async () => {
  expect('scheduler' in globalThis).toBe(false)
  let timerRan = false
  setTimeout(() => (timerRan = true), 0)
  const seen: boolean[] = []
  await expect(runSliced(slowSteps(3, 12, () => timerRan, seen))).resolves.toBe('done')
  expect(seen[0]).toBe(false)
  expect(seen.at(-1)).toBe(true)
})

test('where the browser has scheduler.yield, the page gets its turn through it', async () => {
  const yielded = vi.fn(() => Promise.resolve())
  vi.stubGlobal('scheduler', { yield: yielded })
  const seen: boolean[] = []
  await expect(runSliced(slowSteps(3, 12, () => false, seen))).resolves.toBe('done')
  expect(seen).toHaveLength(3)
  expect(yielded).toHaveBeenCalled()
})
