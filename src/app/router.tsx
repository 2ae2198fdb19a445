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
    // sort, page) is no reason to run them again, and then the URL updates without waiting. The
    // same URL again (a revalidation: the demo answers differently now) is.
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href,
    lazy: async () => {
      const { clientLoader, Component, ErrorBoundary } = await load()
      return { loader: clientLoader?.(queryClient), Component, ErrorBoundary }
    },
  }
}

/** The shell around the pages' routes; the first page's mount is signalled to the wiring. */
export function shellRoutes(
  pageRoutes: RouteObject[],
  { pageMounted }: Pick<Wiring, 'pageMounted'>,
): RouteObject[] {
  return [
    {
      Component: Layout,
      ErrorBoundary: RouteError,
      // Pathless: its fallback and boundary sit inside the shell, so the header shows at once
      // and stays when a page throws or its code fails to load. Pages need no boundary of their own.
      children: [
        {
          Component: pagesOutlet(pageMounted),
          HydrateFallback: PageLoading,
          ErrorBoundary: RouteError,
          children: pageRoutes,
        },
      ],
    },
  ]
}

/** The routes of the app, with the wiring `wireApp()` made. */
export function createRoutes(queryClient: QueryClient, wiring: Pick<Wiring, 'pageMounted'>) {
  return shellRoutes(
    pages.map((page) => toRoute(page, queryClient)),
    wiring,
  )
}
