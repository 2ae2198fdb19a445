// The route list: every page, declared once, with its path, its lazy route module and what the shell
// needs before that module loads. The navigation, the shortcuts and the document titles come from
// here, as message ids: their words are made as they render, in the language then chosen. A route
// module exports `Component` and, when it reads data, `clientLoader`.
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router-dom'
import type { MessageId } from '../lib/i18n/i18n'

export interface RouteModule {
  /** Starts the page's queries as its code arrives; returns at once, the page shows their state. */
  clientLoader?: (queryClient: QueryClient) => LoaderFunction
  Component: ComponentType
  /** Only for a page that shows its errors its own way; the shell's boundary serves the rest. */
  ErrorBoundary?: ComponentType
}

export interface Page {
  path: string
  load: () => Promise<RouteModule>
  /** The document title's message; a page whose title is data (a pet's name) renders its own. */
  title?: MessageId
  /** Its label's message in the main navigation, if it has an entry there. */
  nav?: MessageId
  /** The key that follows "g" to open it. */
  shortcut?: string
}

/** A page with an entry in the main navigation, titled as it is labelled there. */
const navPage = (path: string, label: MessageId, shortcut: string, load: Page['load']): Page => ({
  path,
  load,
  title: label,
  nav: label,
  shortcut,
})

export const pages: Page[] = [
  navPage('/', 'nav.overview', 'h', () => import('../features/overview/overview-route')),
  navPage('/pets', 'nav.pets', 'p', () => import('../features/pets/pets-list-route')),
  { path: '/pets/new', load: () => import('../features/pets/pet-new-route'), title: 'nav.add-pet' },
  { path: '/pets/:petId', load: () => import('../features/pets/pet-detail-route') },
  navPage('/orders', 'nav.orders', 'o', () => import('../features/orders/orders-list-route')),
  {
    ...navPage(
      '/explorer',
      'nav.explorer',
      'e',
      () => import('../features/explorer/explorer-route'),
    ),
    title: 'nav.api-explorer',
  },
  navPage(
    '/workflows',
    'nav.workflows',
    'w',
    () => import('../features/workflows/workflows-route'),
  ),
  navPage('/settings', 'nav.settings', 's', () => import('../features/settings/settings-route')),
  {
    path: '/compare',
    load: () => import('../features/compare/compare-route'),
    title: 'nav.compare-environments',
  },
  { path: '*', load: () => import('./not-found-route'), title: 'nav.page-not-found' },
]

/** The pages that "g" then their key opens. */
export const shortcutPages = pages.filter((page) => page.shortcut)
