// Turns the route list (pages.ts) into the data router's routes: the shell around every page, a
// loading state while a page's code first arrives, and errors shown inside the shell.
import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Outlet, type RouteObject } from 'react-router-dom'
import { RouteError } from '../lib/route-error'
import { Layout } from './layout'
import { pages, type Page } from './pages'
import type { Wiring } from './wiring'

function PageLoading() {
  return <p className="muted">Loading…</p>
}

/** Where pages render; it mounts with the first page (not with the loading state before it). */
function pagesOutlet(pageMounted: () => void) {
  return function Pages() {
    useEffect(pageMounted, [])
    return <Outlet />
  }
}

function toRoute({ path, load, ...handle }: Page, queryClient: QueryClient): RouteObject {
  return {
    path,
    handle,
    // Loaders only start queries, which the page keeps fresh itself: a new query string (search,
    // sort, page) is no reason to run them again, and then the URL updates without waiting.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: async () => {
      const { clientLoader, Component, ErrorBoundary } = await load()
      return { loader: clientLoader?.(queryClient), Component, ErrorBoundary }
    },
  }
}

/** The routes of the app; the first page's mount is signalled to the wiring (`wireApp()`). */
export function createRoutes(
  queryClient: QueryClient,
  { pageMounted }: Pick<Wiring, 'pageMounted'>,
): RouteObject[] {
  return [
    {
      Component: Layout,
      ErrorBoundary: RouteError,
      // Pathless: its fallback and boundary sit inside the shell, so the header shows at once
      // and stays when a page's code fails to load.
      children: [
        {
          Component: pagesOutlet(pageMounted),
          HydrateFallback: PageLoading,
          ErrorBoundary: RouteError,
          children: pages.map((page) => toRoute(page, queryClient)),
        },
      ],
    },
  ]
}
