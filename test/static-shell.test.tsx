// index.html carries a static copy of the app's header so the first paint does not wait for the
// JavaScript. When React replaces it, nothing may move: these tests keep the two copies in step.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { routeTable, staticHeadingHtml, staticHeadings } from '../src/app/route-table'
import { renderApp } from './render'

function staticShell(): Document {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8').replaceAll('%BASE_URL%', '/')
  return new DOMParser().parseFromString(html, 'text/html')
}

/**
 * The element tree as tag.classes"text", leaving out what only the live app has: the environment
 * badge (it depends on saved settings), the current page's highlight, and the theme options.
 */
function outline(element: Element): string {
  const children = [...element.children].filter(
    (child) => !child.classList.contains('env-badge') && child.tagName !== 'OPTION',
  )
  const classes = (element.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((name) => name && name !== 'active')
    .sort()
  const leaf = children.length === 0 && element.tagName !== 'SELECT'
  const text = leaf ? (element.textContent ?? '').trim() : ''
  return `${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}${
    text ? `"${text}"` : ''
  }(${children.map(outline).join(',')})`
}

test('the static header in index.html has the same elements, classes and text as the app header', async () => {
  const shell = staticShell().querySelector('#root .app-header')
  const { container } = renderApp('/settings')
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
  const live = container.querySelector('.app-header')
  expect(shell).not.toBeNull()
  expect(live).not.toBeNull()
  expect(outline(shell as Element)).toBe(outline(live as Element))
})

test('the static navigation links go where the app links go', () => {
  const shellLinks = [...staticShell().querySelectorAll('#root nav[aria-label="Main"] a')]
  renderApp('/settings')
  const nav = screen.getByRole('navigation', { name: 'Main' })
  const liveLinks = [...nav.querySelectorAll('a')]
  expect(shellLinks.map((a) => [a.textContent?.trim(), a.getAttribute('href')])).toEqual(
    liveLinks.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
  )
})

test('the static shell shows a loading line in the main landmark, and a message without JavaScript', () => {
  const main = staticShell().querySelector('#root main#main')
  expect(main?.textContent).toContain('Loading…')
  expect(main?.querySelector('noscript')?.textContent).toContain('needs JavaScript')
})

// The build paints the opened page's heading from route-table.ts before the JavaScript runs (its
// Largest Contentful Paint): it must be the page's own heading, in the page's own markup.
describe('the static page headings', () => {
  const pages = routeTable.filter(({ page }) => staticHeadings[page])

  test('cover every page whose heading does not come from data', () => {
    expect(pages.map(({ page }) => page)).toEqual([
      'overview',
      'pets-list',
      'orders-list',
      'settings',
    ])
  })

  test.each(pages)('match what /$path renders', async ({ path, page }) => {
    const text = staticHeadings[page]
    const shell = new DOMParser()
      .parseFromString(staticHeadingHtml(page), 'text/html')
      .querySelector('section.page > .page-header > div')
    const { container } = renderApp(`/${path}`)
    await screen.findByRole('heading', { level: 1, name: text?.heading })
    const live = container.querySelector('section.page > .page-header > div')
    // Nothing above the heading in the page either, or the heading would move when React takes over.
    expect(container.querySelector('main section.page')?.firstElementChild).toBe(
      live?.parentElement,
    )
    expect(shell).not.toBeNull()
    expect(live).not.toBeNull()
    // The pets subtitle is the count, which the static copy leaves blank.
    const blank = text?.subtitle === '\u00a0'
    const outlineOf = (element: Element) =>
      blank ? outline(element).replace(/p\.subtitle"[^"]*"/, 'p.subtitle') : outline(element)
    expect(outlineOf(shell as Element)).toBe(outlineOf(live as Element))
  })

  test('escape their text as HTML', () => {
    expect(staticHeadingHtml('orders-list')).toContain('<h1>Orders</h1>')
    expect(staticHeadingHtml('pet-detail')).toBe('')
  })
})
