// Entry: one query client, the data router over the route list, and the demo API when it is live.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { createQueryClient } from './api/query-client'
import { installDemoApi } from './app/demo-api'
import { presenterStore, setPresenter } from './app/presenter'
import { AppProviders } from './app/providers'
import { createRoutes } from './app/router'
import './styles.css'

installDemoApi()
// A presenter's reload stays in presenter view.
if (presenterStore.get()) setPresenter(true)
const queryClient = createQueryClient()
// The base keeps its trailing slash, so the Overview link (/tools/petstore/) is inside the demo
// service worker's scope and is a URL static hosts serve.
const router = createBrowserRouter(createRoutes(queryClient), {
  basename: import.meta.env.BASE_URL,
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
