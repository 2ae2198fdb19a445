// What a screen reader says along the main journeys (@guidepup/virtual-screen-reader over jsdom):
// the page's name when it opens, a list's count before and after a filter.
import { screen, waitFor } from '@testing-library/react'
import { virtual } from '@guidepup/virtual-screen-reader'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { switchLanguage } from '../src/lib/i18n/i18n'
import { renderApp } from './render'

const spoken = () => virtual.spokenPhraseLog()

beforeEach(async () => {
  await virtual.start({ container: document.body })
})
afterEach(async () => {
  await virtual.stop()
})

test('list pets and open one', async () => {
  const { user } = renderApp('/pets')
  await waitFor(async () => expect(await spoken()).toContain('polite: 25 pets'))
  await user.click(await screen.findByRole('link', { name: 'Biscuit' }))
  await waitFor(async () => expect(await spoken()).toContain('heading, Biscuit, level 1'))
})

test('in German: the pets list says its count, a search what it leaves, a pet its name', async () => {
  await switchLanguage('de')
  const { user } = renderApp('/pets')
  await waitFor(async () => expect(await spoken()).toContain('polite: 25 Haustiere'))
  await user.type(screen.getByRole('searchbox', { name: 'Haustiere durchsuchen' }), 'Bis')
  await waitFor(async () => expect(await spoken()).toContain('polite: 1 von 25 Haustieren'))
  await user.click(await screen.findByRole('link', { name: 'Biscuit' }))
  await waitFor(async () => expect(await spoken()).toContain('heading, Biscuit, level 1'))
})

test('filter orders by date', async () => {
  const { user } = renderApp('/orders')
  await waitFor(async () => expect(await spoken()).toContain('polite: 40 orders'))
  const from = screen.getByLabelText('Shipped from')
  await user.type(from, '2099-01-01')
  await waitFor(async () => expect(await spoken()).toContain('polite: 0 of 40 orders'))
})
