// The route list: every page, declared once, with its path, its lazy route module and what the shell
// needs before that module loads. The navigation, the shortcuts and the document titles come from
// here. A route module exports `Component`, `ErrorBoundary` and, when it reads data, `clientLoader`.
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router-dom'

export interface RouteModule {
  /** Starts the page's queries as its code arrives; returns at once, the page shows their state. */
  clientLoader?: (queryClient: QueryClient) => LoaderFunction
  Component: ComponentType
  ErrorBoundary: ComponentType
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

export const pages: Page[] = [
  {
    path: '/',
    load: () => import('../features/overview/overview-route'),
    title: 'Overview',
    nav: 'Overview',
    shortcut: 'h',
  },
  {
    path: '/pets',
    load: () => import('../features/pets/pets-list-route'),
    title: 'Pets',
    nav: 'Pets',
    shortcut: 'p',
  },
  { path: '/pets/new', load: () => import('../features/pets/pet-new-route'), title: 'Add pet' },
  { path: '/pets/:petId', load: () => import('../features/pets/pet-detail-route') },
  {
    path: '/orders',
    load: () => import('../features/orders/orders-list-route'),
    title: 'Orders',
    nav: 'Orders',
    shortcut: 'o',
  },
  {
    path: '/settings',
    load: () => import('../features/settings/settings-route'),
    title: 'Settings',
    nav: 'Settings',
    shortcut: 's',
  },
  { path: '*', load: () => import('./not-found-route'), title: 'Page not found' },
]
