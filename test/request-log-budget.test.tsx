// The request log is bounded by the bytes its bodies hold, not only by its number of calls: older
// calls give up their bodies first, and say so.
import { renderHook, screen, within } from '@testing-library/react'
import { act } from 'react'
import { expect, test } from 'vitest'
import type { RequestRecord } from '../src/api/request-record'
import {
  MAX_LOG_BODY_CHARS,
  logRequest,
  useRequestLog,
} from '../src/features/request-log/request-log-store'
import { renderApp } from './render'

const MB = 1_000_000

function call(id: number, body: string): RequestRecord {
  return {
    id,
    environment: 'demo',
    baseUrl: 'http://localhost:3000/demo-api/v1',
    method: 'POST',
    url: `http://localhost:3000/demo-api/v1/pets?call=${id}`,
    requestHeaders: { 'content-type': 'application/json' },
    requestBody: `{"call":${id}}`,
    startedAt: Date.parse('2026-11-23T10:00:00Z'),
    durationMs: 5,
    status: 200,
    responseHeaders: { 'content-type': 'application/json' },
    responseBody: body,
    responseBytes: body.length,
    error: null,
    parseMs: null,
    secretHeaders: [],
    secretQuery: [],
  }
}

const bodies = (entries: readonly { requestBody: string | null; responseBody: string | null }[]) =>
  entries.reduce((sum, e) => sum + (e.requestBody?.length ?? 0) + (e.responseBody?.length ?? 0), 0)

test('forty calls of 1 MB keep the newest bodies within the budget; the oldest give theirs up', () => {
  const { result } = renderHook(() => useRequestLog())
  act(() => {
    for (let id = 1; id <= 40; id++) logRequest(call(id, `"${'x'.repeat(MB - 2)}"`))
  })
  const entries = result.current
  expect(entries).toHaveLength(40)
  expect(bodies(entries)).toBeLessThanOrEqual(MAX_LOG_BODY_CHARS)
  const kept = entries.filter((e) => !e.bodiesDropped).map((e) => e.id)
  // Newest first: the calls that kept their bodies are the most recent ones, in one run.
  expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => 40 - i))
  expect(kept.length).toBeGreaterThanOrEqual(15)
  expect(entries.at(-1)).toMatchObject({ id: 1, bodiesDropped: true, responseBody: null })
})

/** The log's entry for the call with this id. */
async function entry(log: HTMLElement, id: number): Promise<HTMLElement> {
  const found = (await within(log).findAllByRole('listitem')).find((item) =>
    within(item).queryByText(new RegExp(`pets\\?call=${id}$`)),
  )
  if (!found) throw new Error(`no entry for call ${id}`)
  return found
}

test('a call whose body was dropped says so in the log', async () => {
  const { user } = renderApp('/')
  act(() => {
    for (let id = 1; id <= 20; id++) logRequest(call(id, `"${'x'.repeat(MB - 2)}"`))
  })
  await user.click(screen.getByRole('button', { name: 'Request log' }))
  const log = screen.getByRole('complementary', { name: 'Request log' })
  const oldest = await entry(log, 1)
  expect(within(oldest).getByText('Body dropped')).toBeVisible()
  await user.click(within(oldest).getByText('Response'))
  expect(
    within(oldest).getByText(/Body dropped: the request log keeps 16 MB of bodies/),
  ).toBeVisible()
  const newest = await entry(log, 20)
  expect(within(newest).queryByText('Body dropped')).not.toBeInTheDocument()
})
