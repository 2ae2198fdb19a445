// "Copy link to this view": the route, its list state, the demo's settings and the tour step go in
// the link; an API key and a Production or Staging address never do; a Custom server is asked about.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { defaultAuth, getApiKey, getSettings, saveSettings, setApiKey } from '../src/api/settings'
import { locationOf, renderApp } from './render'
import { createHandlers } from '../src/mocks/handlers'
import { server, testDb } from './server'

test('opening a link restores the view: the route, the demo settings and the tour at its step', async () => {
  testDb.setControls({ forceStatus: 500, forceCalls: null })
  const { router } = renderApp(
    '/orders?complete=no&demo=1&demo-latency=200&tour=pet-store-in-two-minutes&tour-step=2',
  )
  const tour = await screen.findByRole('region', { name: 'Tour' })
  expect(tour).toHaveTextContent('2 of 7')
  // The link's settings replace the opener's: its forced 500 is off, its latency on.
  await waitFor(() => expect(testDb.controls).toMatchObject({ latencyMs: 200, forceStatus: null }))
  await waitFor(() => expect(locationOf(router)).toBe('/pets/7'))
})

test('a link for a Custom server shows its address and asks; staying changes nothing', async () => {
  setApiKey('custom', 'custom-secret', false)
  const { user, router } = renderApp('/pets?server=https://evil.example/v1')
  const dialog = await screen.findByRole('dialog', { name: 'Use another server?' })
  expect(dialog).toHaveTextContent('https://evil.example/v1')
  await user.click(within(dialog).getByRole('button', { name: 'Stay on Demo' }))
  expect(getSettings().environment).toBe('demo')
  expect(getApiKey('custom').key).toBe('custom-secret')
  await waitFor(() => expect(locationOf(router)).toBe('/pets'))
})

test('using a Custom server from a link forgets the Custom key, so no key goes to it', async () => {
  setApiKey('custom', 'custom-secret', false)
  const sent: Request[] = []
  server.use(...createHandlers(testDb, 'https://api.other.example/v1'))
  server.events.on('request:start', ({ request }) => void sent.push(request.clone()))
  const { user } = renderApp('/pets?server=https://api.other.example/v1')
  const dialog = await screen.findByRole('dialog', { name: 'Use another server?' })
  await user.click(within(dialog).getByRole('button', { name: 'Use this server' }))
  expect(getSettings()).toMatchObject({
    environment: 'custom',
    customBaseUrl: 'https://api.other.example/v1',
  })
  expect(getApiKey('custom').key).toBe('')
  expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeInTheDocument()
  const toOther = sent.filter((request) => request.url.startsWith('https://api.other.example'))
  expect(toOther.length).toBeGreaterThan(0)
  for (const request of toOther) expect(request.headers.get('X-API-Key')).toBeNull()
  server.events.removeAllListeners()
})

test('the copied link never holds the API key, even one sent in the query', async () => {
  setApiKey('demo', 'demo-secret-key', true)
  saveSettings({ ...getSettings(), auth: { ...defaultAuth, placement: 'query' } })
  const { user } = renderApp('/pets?status=sold')
  await screen.findByRole('link', { name: 'Mochi' })
  await user.click(screen.getByRole('button', { name: 'Copy link to this view' }))
  await screen.findByText('Link to this view copied')
  const link = await navigator.clipboard.readText()
  expect(link).toContain('/pets?status=sold')
  expect(link).not.toContain('demo-secret-key')
  expect(link).not.toContain('api_key')
})

test('the copied link carries the demo settings and the tour step as they are when it is copied', async () => {
  testDb.setControls({ latencyMs: 300 })
  const { user } = renderApp('/pets?tour=pet-store-in-two-minutes&tour-step=2')
  const tour = await screen.findByRole('region', { name: 'Tour' })
  expect(tour).toHaveTextContent('2 of 7')
  await user.click(screen.getByRole('button', { name: 'Copy link to this view' }))
  await screen.findByText('Link to this view copied')
  const link = new URL(await navigator.clipboard.readText())
  expect(link.searchParams.get('demo-latency')).toBe('300')
  expect(link.searchParams.get('tour')).toBe('pet-store-in-two-minutes')
  expect(link.searchParams.get('tour-step')).toBe('2')
})

/** A ClipboardItem as Safari, Chromium and Firefox 127+ have it: its data may be a promise. */
class PromisedClipboardItem {
  constructor(private readonly data: Record<string, Promise<Blob | string> | Blob | string>) {}
  get types() {
    return Object.keys(this.data)
  }
  async getType(type: string): Promise<Blob> {
    const value = await this.data[type]
    if (value === undefined) throw new Error(`no ${type}`)
    return typeof value === 'string' ? new Blob([value], { type }) : value
  }
}

test('the clipboard write starts within the click, before anything is awaited (Safari allows it only then)', async () => {
  vi.stubGlobal('ClipboardItem', PromisedClipboardItem)
  try {
    renderApp('/pets?status=sold&tour=pet-store-in-two-minutes&tour-step=2')
    await screen.findByRole('region', { name: 'Tour' })
    const write = vi.spyOn(navigator.clipboard, 'write')
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    // fireEvent dispatches the click synchronously: whatever the handler does before its first
    // await has happened when it returns; nothing else has.
    fireEvent.click(screen.getByRole('button', { name: 'Copy link to this view' }))
    expect(write).toHaveBeenCalledTimes(1)
    expect(writeText).not.toHaveBeenCalled()
    await screen.findByText('Link to this view copied')
    const link = new URL(await navigator.clipboard.readText())
    expect(link.pathname).toBe('/pets')
    expect(link.searchParams.get('status')).toBe('sold')
    expect(link.searchParams.get('tour-step')).toBe('2')
  } finally {
    vi.unstubAllGlobals()
  }
})

test('a refused clipboard write says so', async () => {
  vi.stubGlobal('ClipboardItem', PromisedClipboardItem)
  try {
    const { user } = renderApp('/pets')
    await screen.findByRole('link', { name: 'Mochi' })
    vi.spyOn(navigator.clipboard, 'write').mockRejectedValue(
      new DOMException('not allowed', 'NotAllowedError'),
    )
    await user.click(screen.getByRole('button', { name: 'Copy link to this view' }))
    await screen.findByText('Could not copy: the browser did not allow clipboard access.')
  } finally {
    vi.unstubAllGlobals()
  }
})
