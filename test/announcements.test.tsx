// What arrives later is said once, politely: a list's count when it loads or after a filter (not on
// every keystroke), a download. Errors stay alerts.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { captureDownloads, renderApp } from './render'
import { API, server } from './server'

/** Every text the shell's announcer takes, in order, from now on. */
function recordAnnouncements(): string[] {
  const region = screen.getByRole('status', { name: 'Announcements' })
  const said: string[] = []
  const record = () => {
    const text = region.textContent ?? ''
    if (text && text !== said.at(-1)) said.push(text)
  }
  record()
  new MutationObserver(record).observe(region, {
    childList: true,
    characterData: true,
    subtree: true,
  })
  return said
}

test('the pets list says its count once loaded, and once after a search is typed', async () => {
  const { user } = renderApp('/pets')
  const said = recordAnnouncements()
  await waitFor(() => expect(said).toEqual(['25 pets']))

  await user.type(screen.getByRole('searchbox', { name: 'Search pets' }), 'biscuit')
  await waitFor(() => expect(said.at(-1)).toBe('1 of 25 pets'))
  // Not one announcement per letter typed.
  expect(said.length - 1).toBeLessThan('biscuit'.length)
  expect(screen.getByText('1 of 25 pets match')).toBeVisible()
})

test('the orders list says how many orders a filter leaves', async () => {
  const { user } = renderApp('/orders')
  const said = recordAnnouncements()
  await waitFor(() => expect(said).toEqual(['40 orders']))
  await user.selectOptions(screen.getByRole('combobox', { name: 'Complete' }), 'Open')
  await waitFor(() => expect(said.at(-1)).toMatch(/^\d+ of 40 orders$/))
  expect(said).toHaveLength(2)
})

test('an export is announced, since a download shows nothing on the page', async () => {
  captureDownloads()
  const { user } = renderApp('/pets')
  const said = recordAnnouncements()
  await waitFor(() => expect(said).toContain('25 pets'))
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => expect(said.at(-1)).toBe('Downloaded pets.csv'))
})

test('a list that fails to load shows an alert and announces no count', async () => {
  server.use(http.get(`${API}/pets`, () => HttpResponse.json({ message: 'down' }, { status: 500 })))
  renderApp('/pets')
  const said = recordAnnouncements()
  expect(await screen.findByRole('alert')).toHaveTextContent('500')
  expect(said).toEqual([])
})
