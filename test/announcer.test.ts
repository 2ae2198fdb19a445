// @vitest-environment jsdom (the live region is rendered)
// A download shows nothing on the page, so the shell's live region says it happened.
import '@testing-library/jest-dom/vitest'
import { act, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { expect, test, vi } from 'vitest'
import { Announcer } from '../src/lib/announcer'
import { exportJson } from '../src/lib/export'

test('an export is announced in the live region by its file name', () => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:0')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  render(createElement(Announcer))
  act(() => exportJson('orders', []))
  expect(screen.getByRole('status')).toHaveTextContent(/^Downloaded orders\.json$/)
})
