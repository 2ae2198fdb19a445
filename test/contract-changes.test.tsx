// Contract changes at a real server's size (GitHub's description differs from the pet store in
// over 9,000 places): counts first, then groups by path or schema, each drawn when opened.
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { defaultAuth, saveSettings } from '../src/api/settings'
import { changedContract } from './live-contract-fixture'
import { renderApp } from './render'
import { server } from './server'

const CONTRACT = 'http://localhost:3000/contracts/large.json'

/** The changed contract plus 40 path roots of 50 operations each: 2,000 more added. */
function largeContract() {
  const api = changedContract()
  for (let root = 0; root < 40; root++)
    for (let n = 0; n < 50; n++)
      api.paths[`/root${root}/items${n}`] = {
        get: { summary: `Item ${n}`, responses: { '200': { description: 'OK' } } },
      }
  return api
}

test('thousands of changes: counts per kind, groups by path, each group drawn when opened', async () => {
  server.use(http.get(CONTRACT, () => HttpResponse.json(largeContract())))
  saveSettings({ environment: 'demo', customBaseUrl: '', auth: defaultAuth, contractUrl: CONTRACT })
  const { user } = renderApp('/explorer')
  const changes = await screen.findByRole('region', { name: 'Contract changes' })
  expect(changes).toHaveTextContent(
    '2,005 differences from the bundled contract (openapi.yaml) 2,003 added · 1 removed · 1 changed',
  )
  // Closed groups draw none of their changes.
  expect(within(changes).queryAllByRole('listitem')).toHaveLength(0)
  // Each group is a <details>, whose role is group.
  const groups = () => within(changes).getAllByRole('group')
  expect(groups()).toHaveLength(30)
  await user.click(within(changes).getByText('/root7'))
  const items = within(changes).getAllByRole('listitem')
  expect(items).toHaveLength(50)
  expect(items[0]).toHaveTextContent('Added GET /root7/items0: Item 0')
  await user.click(within(changes).getByRole('button', { name: 'Show all 43 groups' }))
  expect(groups()).toHaveLength(43)
  expect(within(changes).getByText('Pet')).toBeInTheDocument()
})
