import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { reloadSettings } from '../src/api/settings'
import { calmControls } from '../src/api/demo-contract'
import {
  clearRequestLog,
  updateRequestLogView,
} from '../src/features/request-log/request-log-store'
import { toursStore } from '../src/features/tours/tour-store'
import { forgetContracts } from '../src/features/contract/live-contract'
import { forgetServerContracts } from '../src/features/contract/server-contracts'
import { forgetFailedWrites } from '../src/lib/failed-writes'
import { announce } from '../src/lib/announcer'
import { switchLanguage } from '../src/lib/i18n/i18n'
import { app } from './app-wiring'
import { installDialogShim } from './dialog-shim'
import { server, testDb } from './server'

installDialogShim()
// A lazy page's first render can take seconds on a loaded machine: every findBy and waitFor waits
// that long before it fails (it returns as soon as its condition holds).
// Text queries look at what is shown: the shell's live region repeats a list's count for screen
// readers (test/announcements.test.tsx listens to it as one does).
configure({ asyncUtilTimeout: 10_000, defaultIgnore: 'script, style, #announcer' })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  reloadSettings()
  testDb.reset('seed')
  testDb.controls = calmControls()
  // The request log lives for the tab, as in the app: each test starts with it empty and closed.
  clearRequestLog()
  updateRequestLogView({ open: false, openNewest: false, highlight: null })
  // A server's contract is loaded once per tab: each test reads its own.
  forgetContracts()
  // The other servers of a workflow document a test loaded go with its page.
  forgetServerContracts()
  toursStore.set({ loaded: [], running: null })
  announce('')
  forgetFailedWrites()
  // English unless a test picks another; English needs no fetch, so this is done at once.
  void switchLanguage('en')
  // jsdom has no layout: the router's scroll restoration has nothing to scroll.
  window.scrollTo = () => {}
})
afterEach(() => server.resetHandlers())
afterAll(() => {
  server.close()
  app.unwire()
})
