// The demo API's worker loads the locale's data for the page (src/mocks/locale-data.ts), as its
// first module: a browser language Intl refuses must not stop the worker.
import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.resetModules()
})

test('a browser language Intl refuses leaves the worker running', async () => {
  vi.stubGlobal('navigator', { languages: ['not a language tag'] })
  expect(() => new Intl.NumberFormat(navigator.languages)).toThrow(RangeError)
  await expect(import('../src/mocks/locale-data')).resolves.toBeDefined()
})

test('the browser’s languages are the ones loaded', async () => {
  const made = vi.spyOn(Intl, 'NumberFormat')
  vi.stubGlobal('navigator', { languages: ['de-DE', 'en'] })
  await import('../src/mocks/locale-data')
  expect(made).toHaveBeenCalledWith(['de-DE', 'en'])
})
