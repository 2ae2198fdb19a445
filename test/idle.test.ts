// @vitest-environment jsdom (the idle callback is the window's)
// Work the page does not need yet runs when the browser is idle, or after the timeout at the latest.
import { afterEach, expect, test, vi } from 'vitest'
import { nextIdle, whenIdle } from '../src/lib/idle'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('where the browser has idle callbacks, the task waits for one, with the timeout as its limit', () => {
  const requestIdleCallback = vi.fn(() => 7)
  const cancelIdleCallback = vi.fn()
  vi.stubGlobal('requestIdleCallback', requestIdleCallback)
  vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
  const task = () => {}
  const cancel = whenIdle(task, 500)
  expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 500 })
  cancel()
  expect(cancelIdleCallback).toHaveBeenCalledWith(7)
})

test('without them, the task runs after the timeout, unless cancelled', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const task = vi.fn()
  whenIdle(task, 500)
  vi.advanceTimersByTime(499)
  expect(task).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(task).toHaveBeenCalledTimes(1)
  const cancelled = vi.fn()
  whenIdle(cancelled, 500)()
  vi.advanceTimersByTime(1000)
  expect(cancelled).not.toHaveBeenCalled()
})

test('nextIdle settles at the next idle callback, which waits one second at most', async () => {
  let idle: () => void = () => {}
  const requestIdleCallback = vi.fn((callback: () => void) => {
    idle = callback
    return 1
  })
  vi.stubGlobal('requestIdleCallback', requestIdleCallback)
  const settled = vi.fn()
  void nextIdle().then(settled)
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 })
  await Promise.resolve()
  expect(settled).not.toHaveBeenCalled()
  idle()
  await vi.waitFor(() => expect(settled).toHaveBeenCalled())
})

test('nextIdle without idle callbacks settles on the next macrotask', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  const settled = vi.fn()
  void nextIdle().then(settled)
  await Promise.resolve()
  expect(settled).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(0)
  expect(settled).toHaveBeenCalled()
})
