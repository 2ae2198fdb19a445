// The app's routes as plain data. router.tsx renders them; the build (vite.config.ts) reads them to
// have index.html preload the code of the page being opened and paint its heading before any
// JavaScript runs. No imports, so Node can load it too.
export const routeTable = [
  { path: '', page: 'overview' },
  { path: 'pets', page: 'pets-list' },
  { path: 'pets/new', page: 'pet-new' },
  { path: 'pets/:petId', page: 'pet-detail' },
  { path: 'orders', page: 'orders-list' },
  { path: 'settings', page: 'settings' },
  { path: '*', page: 'not-found' },
] as const

/** A page's module: src/pages/<page>.tsx. */
export type PageName = (typeof routeTable)[number]['page']

/**
 * The first paint's copy of each page's own <h1> and subtitle line (test/static-shell.test.tsx keeps
 * them equal). Build only: the app never imports it. Pages whose heading comes from data have none,
 * nor do pages with something above their heading (Add pet's back link), which would jump. The pets
 * subtitle is the count, so its static copy is a blank line of the same height.
 */
export const staticHeadings: Partial<Record<PageName, { heading: string; subtitle: string }>> = {
  overview: {
    heading: 'Overview',
    subtitle: 'The store at a glance. Select a bar to see those records.',
  },
  'pets-list': { heading: 'Pets', subtitle: '\u00a0' },
  'orders-list': { heading: 'Orders', subtitle: 'Store orders; each one links to its pet.' },
  settings: {
    heading: 'Settings',
    subtitle: 'Which server the console talks to, and how it proves who you are.',
  },
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A page's static heading as HTML, in the markup the page itself renders; '' when it has none. */
export function staticHeadingHtml(page: PageName): string {
  const text = staticHeadings[page]
  if (!text) return ''
  const heading = `<h1>${escapeHtml(text.heading)}</h1><p class="subtitle">${escapeHtml(text.subtitle)}</p>`
  return `<section class="page"><div class="page-header"><div>${heading}</div></div></section>`
}
