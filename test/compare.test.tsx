// Compare environments: one read-only call against two environments, each with its own key and
// placement, and a structural diff by id, exportable as JSON.
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { observeRequests } from '../src/api/client'
import { defaultAuth, saveSettings, setApiKey } from '../src/api/settings'
import { diffRecords } from '../src/features/compare/diff'
import { captureDownloads, locationOf, renderApp } from './render'
import { API, server, testDb } from './server'

const CUSTOM = 'https://staging-like.example.com/v1'
let stop = () => {}
afterEach(() => stop())

/** The custom server: the demo's pets, less Biscuit, Miso renamed, and one of its own. */
function customPets(seen: Request[] = []) {
  server.use(
    http.get(`${CUSTOM}/pets`, ({ request }) => {
      seen.push(request)
      const pets = testDb.pets
        .filter((pet) => pet.name !== 'Biscuit')
        .map((pet) => (pet.name === 'Miso' ? { ...pet, name: 'Miso II', tag: 'kitten' } : pet))
      // Raw text: the id above 2^53 goes out exactly, as an int64 server sends it.
      const body = `${JSON.stringify(pets).slice(0, -1)},{"id":9007199254740993,"name":"Only here"}]`
      return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return seen
}

async function compare(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { level: 1, name: 'Compare environments' })
  await user.selectOptions(screen.getByRole('combobox', { name: 'Left environment' }), 'demo')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Right environment' }), 'custom')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Operation' }), 'pets')
  await user.click(screen.getByRole('button', { name: 'Compare' }))
}

test('lists records only on each side and the changed fields, with counts; only GETs, each with its own key', async () => {
  saveSettings({
    environment: 'custom',
    customBaseUrl: CUSTOM,
    auth: { ...defaultAuth, placement: 'query' },
  })
  setApiKey('custom', 'custom-key', false)
  saveSettings({ environment: 'demo', customBaseUrl: CUSTOM, auth: defaultAuth })
  setApiKey('demo', 'demo-key', false)
  const demoSeen: Request[] = []
  server.use(
    http.get(`${API}/pets`, ({ request }) => {
      demoSeen.push(request)
      return HttpResponse.json(testDb.pets)
    }),
  )
  const customSeen = customPets()
  const methods: string[] = []
  stop = observeRequests((record) => methods.push(record.method))

  const { user, router } = renderApp('/compare')
  await compare(user)
  const diff = await screen.findByRole('region', { name: 'Differences' })
  expect(locationOf(router)).toBe('/compare?left=demo&right=custom&op=pets')
  expect(diff).toHaveTextContent('Only in Demo (left): 1')
  expect(diff).toHaveTextContent('Only in Custom (right): 1')
  expect(diff).toHaveTextContent('Changed: 1 record (2 fields)')
  expect(diff).toHaveTextContent(`Same: ${testDb.pets.length - 2}`)
  expect(within(diff).getByRole('heading', { name: 'Only in Custom (right)' })).toBeInTheDocument()
  expect(diff).toHaveTextContent('9007199254740993 Only here')
  const changed = within(diff).getByRole('table', { name: 'Changed fields' })
  expect(
    within(changed)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['IDFieldDemo (left)Custom (right)', '2name"Miso""Miso II"', '2tag"cat""kitten"'])

  expect(methods.every((method) => method === 'GET')).toBe(true)
  expect(demoSeen[0]?.headers.get('X-API-Key')).toBe('demo-key')
  expect(new URL(demoSeen[0]?.url ?? API).searchParams.get('api_key')).toBeNull()
  expect(new URL(customSeen[0]?.url ?? CUSTOM).searchParams.get('api_key')).toBe('custom-key')
  expect(customSeen[0]?.headers.get('X-API-Key')).toBeNull()
})

test('an error on one side shows as an alert on that side; the other side still answers', async () => {
  saveSettings({ environment: 'demo', customBaseUrl: CUSTOM, auth: defaultAuth })
  server.use(
    http.get(`${CUSTOM}/pets`, () => HttpResponse.json({ message: 'Key needed' }, { status: 401 })),
  )
  const { user } = renderApp('/compare')
  await compare(user)
  const right = await screen.findByRole('region', { name: 'Custom (right)' })
  const alert = await within(right).findByRole('alert')
  expect(alert).toHaveTextContent('HTTP 401')
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  const left = screen.getByRole('region', { name: 'Demo (left)' })
  expect(await within(left).findByText(`${testDb.pets.length} records`)).toBeInTheDocument()
  expect(screen.queryByRole('region', { name: 'Differences' })).not.toBeInTheDocument()
})

test('a Custom environment with no URL says so on its side', async () => {
  renderApp('/compare?left=demo&right=custom&op=orders')
  const right = await screen.findByRole('region', { name: 'Custom (right)' })
  expect(await within(right).findByRole('alert')).toHaveTextContent('No server configured')
})

test('the diff exports as JSON, with its counts', async () => {
  saveSettings({ environment: 'demo', customBaseUrl: CUSTOM, auth: defaultAuth })
  customPets()
  const blobs = captureDownloads()
  const { user } = renderApp('/compare?left=demo&right=custom&op=pets')
  const diff = await screen.findByRole('region', { name: 'Differences' })
  await user.click(within(diff).getByRole('button', { name: 'Export JSON' }))
  await waitFor(() => expect(blobs).toHaveLength(1))
  const text = (await blobs[0]?.text()) ?? ''
  const exported = JSON.parse(text) as Record<string, unknown>
  expect(exported).toMatchObject({
    left: 'demo',
    right: 'custom',
    operation: 'pets',
    counts: { onlyLeft: 1, onlyRight: 1, changed: 1, changedFields: 2 },
  })
  expect(text).toContain('"id": 9007199254740993')
})

test('the diff is by id: records without one are counted, not matched', () => {
  const result = diffRecords(
    [{ id: 1, name: 'A' }, { name: 'no id' }, { id: 2, name: 'B', extra: true }],
    [
      { id: 2, name: 'B' },
      { id: 3, name: 'C' },
    ],
  )
  expect(result).toEqual({
    onlyLeft: [{ id: 1, name: 'A' }],
    onlyRight: [{ id: 3, name: 'C' }],
    changed: [{ id: '2', changes: [{ field: 'extra', left: true, right: undefined }] }],
    same: 0,
    withoutId: { left: 1, right: 0 },
  })
})
