// Entry: render the shell at once; in demo mode only the API calls wait for the worker.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { installApiGate } from './app/api-gate'
import { AppProviders } from './app/providers'
import { AppRoutes, basename } from './app/router'
import { createQueryClient } from './lib/query-client'
import './styles.css'

installApiGate()
const queryClient = createQueryClient()

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter basename={basename}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
)
