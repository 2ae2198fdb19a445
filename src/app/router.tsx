// Turns the route list (pages.ts) into the data router's routes: the shell around every page, a
// loading state while a page's code first arrives, and errors shown inside the shell.
import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router-dom'
import { useT } from '../lib/i18n/i18n'
import { RouteError } from '../lib/route-error'
import { Layout } from './layout'
import { pages, type Page } from './pages'

function PageLoading() {
  const t = useT()
  return <p className="muted">{t('app.page-loading')}</p>
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

/** The shell around the pages' routes. */
export function shellRoutes(pageRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      Component: Layout,
      ErrorBoundary: RouteError,
      // Pathless: its fallback and boundary sit inside the shell, so the header shows at once
      // and stays when a page throws or its code fails to load. Pages need no boundary of their own.
      children: [
        {
          // No component: the page renders in its place.
          HydrateFallback: PageLoading,
          ErrorBoundary: RouteError,
          children: pageRoutes,
        },
      ],
    },
  ]
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return shellRoutes(pages.map((page) => toRoute(page, queryClient)))
}
