// The console: one query client, the data router over the route list, and the demo API when it is
// live. main.tsx imports it once the demo API's worker has started.
import { lazy, startTransition, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom'
import { loadRuntimeConfig } from '../api/configure'
import { createQueryClient } from '../api/query-client'
import { presenterStore, setPresenter } from './presenter'
import { AppProviders } from './providers'
import { createRoutes } from './router'
import { wireApp } from './wiring'
import { usableLocales } from '../lib/i18n/locales'
import { startingLanguage, switchLanguage } from '../lib/i18n/i18n'
import { readStored, storageKeys } from '../lib/storage'

// Dev only: `import.meta.env.DEV` is false in a build, so the bundler drops this import whole.
const QueryDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then((m) => ({ default: m.ReactQueryDevtools })),
    )
  : null

// The site's config.json, which the first API call waits for; the shell does not.
void loadRuntimeConfig()
// The request log, the contract check, CSP reports and the demo API's gate: before the first call.
wireApp()
// A presenter's reload stays in presenter view.
if (presenterStore.get()) setPresenter(true)
const queryClient = createQueryClient()

/** Renders the console with `router`. */
function render(router: ReturnType<typeof createBrowserRouter>) {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  // A transition renders in slices that yield to the browser: no long task while the shell
  // renders, and the demo API's answers are read between the slices, not after them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
          {QueryDevtools && (
            <Suspense fallback={null}>
              <QueryDevtools buttonPosition="bottom-left" />
            </Suspense>
          )}
        </AppProviders>
      </StrictMode>,
    ),
  )
}

// A language other than English is fetched before the first render, so no English flashes; a
// catalog that cannot be fetched leaves the console in English rather than blank. Not a top-level
// await: this module travels in the shell's file, which a language's own code imports.
const saved = readStored('local', storageKeys.language)
const language = startingLanguage(saved, usableLocales(navigator.languages))
const starting = language === 'en' ? Promise.resolve() : switchLanguage(language).catch(() => {})
// The base keeps its trailing slash, so the Overview link (/tools/petstore/) is inside the demo
// service worker's scope and is a URL static hosts serve.
const basename = import.meta.env.BASE_URL
const routes = createRoutes(queryClient)
// The page's code is asked for now, as the router will ask for it; the router, and then the first
// render, come in a task after the one that ran the modules, so neither makes a long task of both.
for (const { route } of matchRoutes(routes, window.location, basename) ?? [])
  if (typeof route.lazy === 'function') void route.lazy().catch(() => {})
setTimeout(() => {
  const router = createBrowserRouter(routes, { basename })
  void starting.then(() => render(router))
})
