// A link copied on the explorer during a tour. Its own file: the link must be the first shared link
// this file opens, so the code that opens one is not loaded yet, as on a fresh page load.
import { act, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { builtinTour } from '../src/features/tours/builtin'
import { startTour, toursStore } from '../src/features/tours/tour-store'
import { locationOf, renderApp } from './render'

test('a link copied on the explorer during a tour opens the tour at that step', async () => {
  const { queryClient, user, unmount } = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Overview' })
  await act(() => startTour(queryClient, builtinTour, builtinTour.steps.length - 1))
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  await user.click(screen.getByRole('button', { name: 'Copy link to this view' }))
  await screen.findByText('Link to this view copied')
  const link = new URL(await navigator.clipboard.readText())
  expect(link.pathname).toBe('/explorer')
  expect(link.searchParams.get('tour-step')).toBe('7')
  unmount()
  toursStore.set({ loaded: [], running: null })

  const { router } = renderApp(`${link.pathname}${link.search}`)
  expect(await screen.findByRole('region', { name: 'Tour' })).toHaveTextContent('7 of 7')
  expect(locationOf(router)).not.toContain('tour')
})
