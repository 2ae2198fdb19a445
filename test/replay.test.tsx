// A recorded session loaded from the request log plays back as the demo's Replay dataset.
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { loadHar, oneCallHar } from './replay-fixture'
import { testDb } from './server'

const recorded = oneCallHar(
  'https://api.example.com/v1/pets',
  '[{"id":501,"name":"Recorded Rex","status":"sold"}]',
)

test('a HAR file becomes the Replay dataset: pages show the recorded answers', async () => {
  const { log } = await loadHar(JSON.stringify(recorded))
  expect(
    await within(log).findByText(/Replaying 1 recorded call from rehearsal\.har/),
  ).toBeVisible()
  expect(testDb.dataset).toBe('replay')
  expect(await screen.findByRole('link', { name: 'Recorded Rex' })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Biscuit' })).not.toBeInTheDocument()
})

test('Settings names the recording as a dataset, and its hint counts the calls', async () => {
  const { user, log } = await loadHar(JSON.stringify(recorded))
  await within(log).findByText(/Replaying 1 recorded call/)
  await user.click(screen.getByRole('link', { name: 'Settings' }))
  const dataset = await screen.findByRole('combobox', { name: 'Dataset' })
  expect(dataset).toHaveDisplayValue('Replay: rehearsal.har')
  expect(dataset).toHaveAccessibleDescription('1 recorded call.')
})

test('a call the recording does not have answers 501, and the log says so', async () => {
  const { user, log } = await loadHar(JSON.stringify(recorded))
  await within(log).findByText(/Replaying 1 recorded call/)
  await user.click(screen.getByRole('link', { name: 'Orders' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Not in the recording: GET /store/orders',
  )
  expect(await within(log).findAllByText('Not in the recording')).not.toHaveLength(0)
})

test('a Replay miss is not retried, and says what the recording holds instead', async () => {
  // Retries on, and slow: a retried miss would leave the page "Retrying" for the whole test.
  const { user, log } = await loadHar(JSON.stringify(recorded), 'rehearsal.har', {
    retry: true,
    retryDelayMs: 60_000,
  })
  await within(log).findByText(/Replaying 1 recorded call/)
  await user.click(screen.getByRole('link', { name: 'Orders' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(
    'Not in the recording: GET /store/orders. It holds GET /pets. The demo is replaying a recording',
  )
  expect(alert).not.toHaveTextContent('Retrying often helps')
  expect(within(alert).getByRole('link', { name: 'Open Settings' })).toBeInTheDocument()
  expect(within(log).getAllByText('Not in the recording')).toHaveLength(1)
})

test('a bad HAR file says what is wrong and changes nothing', async () => {
  const { log } = await loadHar('{"log":{"entries":[{"request":{"method":"GET"}}]}}', 'broken.har')
  expect(
    await within(log).findByText(
      'broken.har is not a HAR file we can replay: entry 1, request.url is missing. Nothing was loaded.',
    ),
  ).toBeVisible()
  expect(testDb.dataset).toBe('seed')
  expect(screen.getByRole('link', { name: 'Biscuit' })).toBeInTheDocument()
})
