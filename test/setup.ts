import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { reloadSettings } from '../src/api/settings'
import { defaultControls } from '../src/mocks/db'
import { server, testDb } from './server'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  reloadSettings()
  testDb.reset('seed')
  testDb.controls = defaultControls()
  // jsdom has no layout: the router's scroll restoration has nothing to scroll.
  window.scrollTo = () => {}
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
