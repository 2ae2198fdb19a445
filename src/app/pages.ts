// The route list: every page, declared once, with its path, its lazy route module and what the shell
// needs before that module loads. The navigation, the shortcuts and the document titles come from
// here. A route module exports `Component` and, when it reads data, `clientLoader`.
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router-dom'

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
  /** The document title; a page whose title is data (a pet's name) renders its own. */
  title?: string
  /** Its label in the main navigation, if it has an entry there. */
  nav?: string
  /** The key that follows "g" to open it. */
  shortcut?: string
}

/** A page with an entry in the main navigation, titled as it is labelled there. */
const navPage = (path: string, label: string, shortcut: string, load: Page['load']): Page => ({
  path,
  load,
  title: label,
  nav: label,
  shortcut,
})

export const pages: Page[] = [
  navPage('/', 'Overview', 'h', () => import('../features/overview/overview-route')),
  navPage('/pets', 'Pets', 'p', () => import('../features/pets/pets-list-route')),
  { path: '/pets/new', load: () => import('../features/pets/pet-new-route'), title: 'Add pet' },
  { path: '/pets/:petId', load: () => import('../features/pets/pet-detail-route') },
  navPage('/orders', 'Orders', 'o', () => import('../features/orders/orders-list-route')),
  {
    ...navPage('/explorer', 'Explorer', 'e', () => import('../features/explorer/explorer-route')),
    title: 'API explorer',
  },
  navPage('/settings', 'Settings', 's', () => import('../features/settings/settings-route')),
  {
    path: '/compare',
    load: () => import('../features/compare/compare-route'),
    title: 'Compare environments',
  },
  { path: '*', load: () => import('./not-found-route'), title: 'Page not found' },
]

/** The pages that "g" then their key opens. */
export const shortcutPages = pages.filter((page) => page.shortcut)
