// Copy a call as cURL, PowerShell, fetch, Python or HTTPie: from each request log entry, and from
// each page's own operation. The key stays REDACTED unless "Include secrets" is ticked.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'
import { setApiKey } from '../src/api/settings'
import { LOCAL_API } from '../src/api/snippets'
import { clearRequestLog, setRequestLogOpen } from '../src/features/request-log/request-log-store'
import { renderApp } from './render'
import { API } from './server'

beforeEach(() => {
  clearRequestLog()
  setRequestLogOpen(false)
  setApiKey('demo', 's3cret', false)
})

const clipboard = () => navigator.clipboard.readText()
// The demo answered in the browser, so each copy runs against `npm run api` and says so.
const NOTE = 'The demo answered this inside the browser; this runs it against `npm run api`.'

test('a log entry copies as each of the five, the key redacted until Include secrets', async () => {
  const { user } = renderApp('/pets')
  await user.click(screen.getByRole('button', { name: 'Request log' }))
  const log = screen.getByRole('complementary', { name: 'Request log' })
  let entry: HTMLElement | undefined
  await waitFor(() => {
    entry = within(log)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(`${API}/pets`))
    expect(entry).toHaveTextContent('200')
  })
  const copy = async (name: string) => {
    await user.click(within(entry as HTMLElement).getByRole('button', { name: `Copy as ${name}` }))
    return clipboard()
  }
  expect(await copy('cURL')).toBe(
    `# ${NOTE}\ncurl '${LOCAL_API}/pets' -H 'Accept: application/json' -H 'X-API-Key: REDACTED'`,
  )
  expect(await copy('PowerShell')).toBe(
    `# ${NOTE}\nInvoke-RestMethod -Method Get -Uri '${LOCAL_API}/pets' \`\n  -Headers @{ 'Accept' = 'application/json'; 'X-API-Key' = 'REDACTED' }`,
  )
  expect(await copy('fetch')).toContain(`"X-API-Key": "REDACTED"`)
  expect(await copy('Python')).toContain(
    `headers={"Accept": "application/json", "X-API-Key": "REDACTED"}`,
  )
  expect(await copy('HTTPie')).toBe(
    `# ${NOTE}\nhttp GET '${LOCAL_API}/pets' 'Accept:application/json' 'X-API-Key:REDACTED'`,
  )

  await user.click(within(log).getByRole('checkbox', { name: 'Include secrets' }))
  for (const name of ['cURL', 'PowerShell', 'fetch', 'Python', 'HTTPie']) {
    expect(await copy(name)).toContain('s3cret')
  }
})

test('each page copies its own operation: list pets, a pet, list orders, create a pet', async () => {
  const { user, router } = renderApp('/pets')
  /** Opens the page's API call; its panel is a chunk of its own. */
  const openCall = async () => {
    await user.click(await screen.findByText('API call', { selector: 'summary' }))
    await screen.findByRole('button', { name: 'Copy as cURL' })
  }
  await openCall()
  await user.click(screen.getByRole('button', { name: 'Copy as cURL' }))
  expect(await clipboard()).toBe(
    `# ${NOTE}\ncurl '${LOCAL_API}/pets' -H 'Accept: application/json' -H 'X-API-Key: REDACTED'`,
  )
  await user.click(screen.getByRole('checkbox', { name: 'Include secrets' }))
  await user.click(screen.getByRole('button', { name: 'Copy as HTTPie' }))
  expect(await clipboard()).toContain(`'X-API-Key:s3cret'`)

  await router.navigate('/pets/7')
  await screen.findByRole('heading', { level: 1, name: 'Thumper' })
  await openCall()
  await user.click(screen.getByRole('button', { name: 'Copy as Python' }))
  expect(await clipboard()).toContain(`"${LOCAL_API}/pets/7"`)

  await router.navigate('/orders')
  await screen.findByRole('heading', { level: 1, name: 'Orders' })
  await openCall()
  await user.click(screen.getByRole('button', { name: 'Copy as fetch' }))
  expect(await clipboard()).toMatch(new RegExp(`\\nfetch\\("${LOCAL_API}/store/orders"`))

  await router.navigate('/pets/new')
  await user.type(await screen.findByLabelText('Name'), 'Snip')
  await openCall()
  await user.click(screen.getByRole('button', { name: 'Copy as PowerShell' }))
  expect(await clipboard()).toMatch(
    /-Method Post -Uri '.+\/pets'[\s\S]*-Body '\{"id":26,"name":"Snip"\}'/,
  )
})

test('a snippet’s clipboard write starts within the click, and a refused one says so', async () => {
  const { user } = renderApp('/pets')
  await user.click(await screen.findByText('API call', { selector: 'summary' }))
  const curl = await screen.findByRole('button', { name: 'Copy as cURL' })
  const writeText = vi.spyOn(navigator.clipboard, 'writeText')
  // fireEvent dispatches the click synchronously: the write has started when it returns.
  fireEvent.click(curl)
  expect(writeText).toHaveBeenCalledTimes(1)
  expect(await screen.findByText('Copied')).toBeInTheDocument()

  writeText.mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'))
  await user.click(curl)
  expect(
    await screen.findByText('Could not copy: the browser did not allow clipboard access.'),
  ).toBeInTheDocument()
})
