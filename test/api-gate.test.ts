// In demo mode the service worker's registration starts as the app starts, not after the demo's
// code has loaded; msw's own register() call later finds it. Other environments register nothing.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

vi.mock('../src/mocks/demo', () => ({ startDemoWorker: () => Promise.resolve() }))

const register = vi.fn(() => Promise.resolve({}))

beforeEach(() => {
  vi.resetModules()
  register.mockClear()
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true })
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  localStorage.clear()
})

test('demo mode registers msw’s worker at once, with the script and scope msw is given', async () => {
  const { installApiGate } = await import('../src/app/api-gate')
  const { demoWorker } = await import('../src/config/environments')
  installApiGate()
  expect(register).toHaveBeenCalledTimes(1)
  expect(register).toHaveBeenCalledWith('/mockServiceWorker.js', { scope: '/' })
  expect(demoWorker).toEqual({ url: '/mockServiceWorker.js', scope: '/' })
})

test('another environment registers no worker', async () => {
  localStorage.setItem('petstore.settings.v1', JSON.stringify({ environment: 'custom' }))
  const { installApiGate } = await import('../src/app/api-gate')
  installApiGate()
  expect(register).not.toHaveBeenCalled()
})

test('a browser without service workers still starts (msw then reports the failure)', async () => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  const { installApiGate } = await import('../src/app/api-gate')
  expect(() => installApiGate()).not.toThrow()
})
