// Entry: renders the app once the opened page's code is in; in demo mode only the API calls wait
// for the worker. Until then index.html's static shell is on screen.
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { installApiGate } from './app/api-gate'
import { AppProviders } from './app/providers'
import { AppRoutes, basename, pageFor, preloadPageFor } from './app/router'
import { createQueryClient } from './lib/query-client'
import './styles.css'

installApiGate(pageFor(window.location.pathname))
const queryClient = createQueryClient()

const root = createRoot(document.getElementById('root') as HTMLElement)
// The opened page's code (preloaded by index.html) is awaited before the first render, so that
// render has it: header and page appear together, in one commit, with no "Loading…" in between.
// A transition, so React renders the first screen in short slices instead of one long task: the
// static shell from index.html stays painted and the page keeps answering input meanwhile.
void preloadPageFor(window.location.pathname).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter basename={basename}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  ),
)
