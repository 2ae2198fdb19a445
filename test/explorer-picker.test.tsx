// The Operation combobox over a contract of 10,000 operations (openapi.yaml and generated ones):
// typing finds one, the keyboard chooses it, the list is grouped by tag and draws only a window
// of its options.
import { screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { locationOf, renderApp } from './render'
import { operationField, operationList } from './operation-steps'

const GENERATED = 10_000

vi.mock('../openapi.yaml', async () => {
  const { readFileSync } = await import('node:fs')
  const { parse } = await import('yaml')
  const api = parse(readFileSync('openapi.yaml', 'utf8'))
  for (let n = 0; n < GENERATED; n++) {
    api.paths[`/areas/${n}/widgets/{widgetId}`] = {
      get: {
        operationId: `getWidget${n}`,
        summary: `Widget ${n} of its area`,
        // Every thousandth has no tag.
        ...(n % 1000 === 0 ? {} : { tags: [`area-${n % 20}`] }),
        parameters: [{ name: 'widgetId', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The widget' } },
      },
    }
  }
  return { default: api }
})

async function openExplorer() {
  const view = renderApp('/explorer')
  await screen.findByRole('heading', { level: 1, name: 'API explorer' })
  return view
}

/** The active option: marked selected, and named by the field's aria-activedescendant. */
const active = () => {
  const option = within(operationList()).getByRole('option', { selected: true })
  expect(operationField()).toHaveAttribute('aria-activedescendant', option.id)
  return option
}
/** What the live regions say now: the shell's announcer is one. */
const said = () => screen.getAllByRole('status').map((region) => region.textContent)

test('one of 10,000 operations is found by typing part of its path and chosen with the keyboard', async () => {
  const { user, router } = await openExplorer()
  await user.click(operationField())
  // The list draws a window of its options, not 10,000.
  expect(within(operationList()).getAllByRole('option').length).toBeLessThan(60)

  await user.keyboard('7421 widgets')
  const option = within(operationList()).getByRole('option', {
    name: 'GET /areas/7421/widgets/{widgetId}',
  })
  expect(option).toHaveAccessibleDescription('Widget 7421 of its area')
  // The first match is active, so Enter chooses it.
  expect(active()).toBe(option)
  await waitFor(() => expect(said()).toContain('1 operation matches'))
  await user.keyboard('{Enter}')

  expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  expect(operationField()).toHaveValue('GET /areas/7421/widgets/{widgetId}')
  expect(operationField()).toHaveAttribute('aria-expanded', 'false')
  expect(operationField()).toHaveFocus()
  expect(screen.getByLabelText('widgetId')).toBeInTheDocument()
  expect(locationOf(router)).toBe('/explorer?operation=getWidget7421')
})

test('several words must all match, in any order, in method, path, operationId or summary', async () => {
  const { user } = await openExplorer()
  await user.click(operationField())
  await user.keyboard('SPECIFIC pet get')
  const options = within(operationList()).getAllByRole('option')
  expect(options).toHaveLength(1)
  expect(options[0]).toHaveAccessibleName('GET /pets/{petId}')
  await user.clear(operationField())
  await user.keyboard('widgets /999/')
  expect(within(operationList()).getByRole('option')).toHaveAccessibleName(
    'GET /areas/999/widgets/{widgetId}',
  )
  await user.clear(operationField())
  await user.keyboard('GETWIDGET7421')
  expect(within(operationList()).getByRole('option')).toHaveAccessibleName(
    'GET /areas/7421/widgets/{widgetId}',
  )
})

test('the options are grouped by tag, the untagged last, and no match says so', async () => {
  const { user } = await openExplorer()
  await user.click(operationField())
  const groups = within(operationList()).getAllByRole('group')
  expect(groups[0]).toHaveAccessibleName('pets')
  expect(groups[1]).toHaveAccessibleName('store')
  expect(groups[2]).toHaveAccessibleName('area-1')
  const pets = within(operationList()).getByRole('group', { name: 'pets' })
  expect(within(pets).getAllByRole('option')).toHaveLength(3)

  await user.keyboard('{End}')
  const untagged = within(operationList()).getByRole('group', { name: 'Untagged' })
  expect(within(untagged).getByRole('option', { selected: true })).toBe(active())
  expect(active()).toHaveAccessibleName('GET /areas/9000/widgets/{widgetId}')

  await user.clear(operationField())
  await user.keyboard('/areas/2000/ /areas/2001/')
  expect(screen.getByText('No operation matches “/areas/2000/ /areas/2001/”.')).toBeVisible()
  expect(operationField()).toHaveAttribute('aria-expanded', 'false')
  expect(operationField()).not.toHaveAttribute('aria-activedescendant')
  await waitFor(() => expect(said()).toContain('No operation matches'))
})

test('the keys: arrows, Home, End and the page keys move the active option, Escape closes', async () => {
  const { user } = await openExplorer()
  const field = operationField()
  field.focus()
  await user.keyboard('{ArrowDown}')
  expect(field).toHaveAttribute('aria-expanded', 'true')
  // It opens on the chosen operation.
  expect(active()).toHaveAccessibleName('GET /pets')
  expect(active()).toHaveAttribute('aria-selected', 'true')
  await user.keyboard('{ArrowDown}')
  expect(active()).toHaveAccessibleName('POST /pets')
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
  // The next group's heading is passed over.
  expect(active()).toHaveAccessibleName('GET /areas/1/widgets/{widgetId}')
  await user.keyboard('{ArrowUp}')
  expect(active()).toHaveAccessibleName('GET /store/orders')
  await user.keyboard('{PageDown}')
  const paged = active().id
  expect(within(operationList()).getAllByRole('option').length).toBeLessThan(60)
  await user.keyboard('{PageUp}')
  expect(active().id).not.toBe(paged)
  await user.keyboard('{Home}')
  expect(active()).toHaveAccessibleName('GET /pets')

  await user.keyboard('{Escape}')
  expect(field).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  expect(field).toHaveValue('GET /pets')
  // Closed, Escape clears the field to search afresh; leaving it shows the chosen one again.
  await user.keyboard('{Escape}')
  expect(field).toHaveValue('')
  await user.tab()
  expect(field).toHaveValue('GET /pets')
})

test('a click on an option chooses it, and the form follows', async () => {
  const { user } = await openExplorer()
  await user.click(operationField())
  await user.keyboard('store')
  await user.click(within(operationList()).getByRole('option', { name: 'GET /store/orders' }))
  await waitFor(() => expect(operationField()).toHaveValue('GET /store/orders'))
  expect(screen.getByText('List store orders')).toBeInTheDocument()
})
