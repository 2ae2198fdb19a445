// The contract check in the request log: each entry's result and the header's count (the check itself:
// response-check.test.ts).
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { request } from '../src/api/client'
import { clearContractResults } from '../src/features/contract/contract-store'
import { clearRequestLog, setRequestLogOpen } from '../src/features/request-log/request-log-store'
import { switchLanguage } from '../src/lib/i18n/i18n'
import { renderApp } from './render'
import { API, server } from './server'

beforeEach(() => {
  clearRequestLog()
  clearContractResults()
  setRequestLogOpen(false)
})

async function openLog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Request log' }))
  return screen.getByRole('complementary', { name: 'Request log' })
}

/** The log entry of the call to `url`, once its contract line reads `contract`. */
async function entryOf(log: HTMLElement, url: string, contract: string) {
  let entry: HTMLElement | undefined
  await waitFor(() => {
    entry = within(log)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(url))
    expect(entry).toHaveTextContent(contract)
  })
  return entry as HTMLElement
}

test('each log entry shows Contract: OK or its violations; the header counts the live environment’s', async () => {
  const { user } = renderApp('/pets')
  const log = await openLog(user)
  await entryOf(log, `${API}/pets`, 'Contract: OK')
  const badge = await screen.findByRole('button', { name: /^Contract 1 call, 0 violations$/ })

  server.use(
    http.get(`${API}/pets/7`, () =>
      HttpResponse.json({ id: '7', name: 'Seven', microchip: 'A-1' }),
    ),
  )
  await act(() => request('/pets/7').catch(() => undefined))
  const entry = await entryOf(log, `${API}/pets/7`, 'Contract: 1 violation')
  expect(entry).toHaveTextContent('$.id: expected integer, got string "7"')
  expect(entry).toHaveTextContent('1 note: fields not in the contract')
  expect(entry).toHaveTextContent('$.microchip: field not in the contract')
  await waitFor(() => expect(badge).toHaveTextContent('Contract 2 calls, 1 violation'))
  expect(badge).toHaveClass('contract-bad')
})

test('a finding kept as words is worded again in a newly chosen language', async () => {
  server.use(http.get(`${API}/pets/7`, () => HttpResponse.json({ id: '7', name: 'Seven' })))
  const { user } = renderApp('/pets')
  const log = await openLog(user)
  await act(() => request('/pets/7').catch(() => undefined))
  const entry = await entryOf(log, `${API}/pets/7`, 'Contract: 1 violation')
  expect(entry).toHaveTextContent('$.id: expected integer, got string "7"')
  await act(() => switchLanguage('de'))
  expect(entry).toHaveTextContent('$.id: erwartet integer, erhalten string "7"')
  await act(() => switchLanguage('en'))
})

test('the header badge opens the request log', async () => {
  const { user } = renderApp('/pets')
  const badge = await screen.findByRole('button', { name: /^Contract 1 call/ })
  await user.click(badge)
  expect(screen.getByRole('complementary', { name: 'Request log' })).toBeVisible()
})
