import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { reloadSettings } from '../src/config/settings'
import { defaultControls } from '../src/mocks/db'
import { server, testDb } from './server'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  reloadSettings()
  testDb.reset('seed')
  testDb.controls = defaultControls()
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
