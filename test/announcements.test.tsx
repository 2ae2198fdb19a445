// What arrives later is said once, politely (as a screen reader hears it): a list's count when it loads or after a filter (not on
// every keystroke), a download. Errors stay alerts.
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { virtual } from '@guidepup/virtual-screen-reader'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { request } from '../src/api/client'
import { captureDownloads, renderApp } from './render'
import { API, server } from './server'

/** What the screen reader has said politely so far (live regions), in order. */
async function politeSpeech(): Promise<string[]> {
  return (await virtual.spokenPhraseLog())
    .filter((phrase) => phrase.startsWith('polite: '))
    .map((phrase) => phrase.slice('polite: '.length))
}

beforeEach(async () => {
  await virtual.start({ container: document.body })
})
afterEach(async () => {
  await virtual.stop()
})

test('the pets list says its count once loaded, and once after a search is typed', async () => {
  const { user } = renderApp('/pets')
  await waitFor(async () => expect(await politeSpeech()).toEqual(['25 pets']))

  await user.type(screen.getByRole('searchbox', { name: 'Search pets' }), 'biscuit')
  await waitFor(async () => expect((await politeSpeech()).at(-1)).toBe('1 of 25 pets'))
  // Not one announcement per letter typed.
  expect((await politeSpeech()).length - 1).toBeLessThan('biscuit'.length)
  expect(screen.getByText('1 of 25 pets match')).toBeVisible()
})

test('the orders list says how many orders a filter leaves', async () => {
  const { user } = renderApp('/orders')
  await waitFor(async () => expect(await politeSpeech()).toEqual(['40 orders']))
  await user.selectOptions(screen.getByRole('combobox', { name: 'Complete' }), 'Open')
  await waitFor(async () => expect((await politeSpeech()).at(-1)).toMatch(/^\d+ of 40 orders$/))
  expect(await politeSpeech()).toHaveLength(2)
})

test('an export is announced, since a download shows nothing on the page', async () => {
  captureDownloads()
  const { user } = renderApp('/pets')
  await waitFor(async () => expect(await politeSpeech()).toContain('25 pets'))
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(async () => expect((await politeSpeech()).at(-1)).toBe('Downloaded pets.csv'))
})

test('a list that fails to load shows an alert and announces no count', async () => {
  server.use(http.get(`${API}/pets`, () => HttpResponse.json({ message: 'down' }, { status: 500 })))
  renderApp('/pets')
  expect(await screen.findByRole('alert')).toHaveTextContent('500')
  expect(await politeSpeech()).toEqual([])
})

test('a contract badge that turns red is said once, not at each call it counts', async () => {
  renderApp('/pets')
  await waitFor(async () => expect(await politeSpeech()).toEqual(['25 pets']))
  server.use(http.get(`${API}/pets/7`, () => HttpResponse.json({ id: '7', name: 'Seven' })))
  await act(() => request('/pets/7').catch(() => undefined))
  await waitFor(async () =>
    expect((await politeSpeech()).at(-1)).toBe('The contract check found violations'),
  )
  await act(() => request('/pets/7').catch(() => undefined))
  await screen.findByRole('button', { name: /^Contract 3 calls, 2 violations$/ })
  expect(await politeSpeech()).toEqual(['25 pets', 'The contract check found violations'])
})
