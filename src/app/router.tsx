// The route table. Pages are lazy components (their own chunks); the one the address opens is
// loaded before the first render (main.tsx), the others when first visited, inside the layout's
// Suspense boundary.
// Declarative routing (useRoutes) instead of the data router: same route objects, ~16 KB gzip less JS
// on the first page. Render errors are caught by RouteErrorBoundary (see layout.tsx).
import { lazy, type ReactNode } from 'react'
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { Layout } from './layout'
import { RouteErrorBoundary } from './route-error'
import { routeTable, type PageName } from './route-table'

type PageComponent = () => ReactNode

interface RouteHandle {
  page: PageName
  preload: () => Promise<unknown>
}

/**
 * A page as its own chunk, whose code can also be loaded ahead of its first render (main.tsx does,
 * for the page the address opens). React.lazy then finds it loaded and renders it without
 * suspending: no fallback first, and so no wait for React's rule that content revealed after a
 * fallback is held back until 300 ms after the fallback showed.
 */
function lazyPage(load: () => Promise<PageComponent>) {
  type Module = { default: PageComponent }
  let loaded: PageComponent | undefined
  const preload = () => load().then((component) => (loaded = component))
  const Page = lazy(() => {
    if (!loaded) return preload().then((component) => ({ default: component }))
    // React.lazy reads a module that its thenable hands over synchronously as already loaded.
    const module: Module = { default: loaded }
    const ready = { then: (resolve: (value: Module) => void) => resolve(module) }
    return ready as unknown as Promise<Module>
  })
  return { Page, preload }
}

const pages: Record<PageName, ReturnType<typeof lazyPage>> = {
  overview: lazyPage(() => import('../pages/overview').then((m) => m.OverviewPage)),
  'pets-list': lazyPage(() => import('../pages/pets-list').then((m) => m.PetsListPage)),
  'pet-new': lazyPage(() => import('../pages/pet-new').then((m) => m.PetNewPage)),
  'pet-detail': lazyPage(() => import('../pages/pet-detail').then((m) => m.PetDetailPage)),
  'orders-list': lazyPage(() => import('../pages/orders-list').then((m) => m.OrdersListPage)),
  settings: lazyPage(() => import('../pages/settings').then((m) => m.SettingsPage)),
  'not-found': lazyPage(() => import('../pages/not-found').then((m) => m.NotFoundPage)),
}

function pageRoute(path: string, page: PageName): RouteObject {
  const { Page, preload } = pages[page]
  const handle: RouteHandle = { page, preload }
  return path === ''
    ? { index: true, element: <Page />, handle }
    : { path, element: <Page />, handle }
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: routeTable.map(({ path, page }) => pageRoute(path, page)),
  },
]

/** The routed app; render inside a <BrowserRouter> (or <MemoryRouter> in tests). */
export function AppRoutes() {
  const { pathname } = useLocation()
  const routed = useRoutes(routes)
  // Outer boundary: an error in the layout itself. Pages have their own inside the layout.
  return <RouteErrorBoundary resetKey={pathname}>{routed}</RouteErrorBoundary>
}

const ignore = () => undefined

function handleFor(pathname: string): RouteHandle | undefined {
  return matchRoutes(routes, pathname, basename)?.at(-1)?.route.handle as RouteHandle | undefined
}

/** The page that `pathname` opens, if it is under the site's base path. */
export function pageFor(pathname: string): PageName | undefined {
  return handleFor(pathname)?.page
}

/** Loads the code of the page that `pathname` opens; resolves either way (a failure shows later). */
export function preloadPageFor(pathname: string): Promise<void> {
  const preload = handleFor(pathname)?.preload
  return preload ? preload().then(ignore, ignore) : Promise.resolve()
}

/**
 * The router's basename: the site's base path WITH its trailing slash, so the Overview link is
 * /tools/petstore/ (inside the service worker's scope, and a URL static hosts serve), not /tools/petstore.
 */
export const basename = import.meta.env.BASE_URL
