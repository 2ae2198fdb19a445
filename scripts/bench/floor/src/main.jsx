// The floor: React, the data router with one lazy route and its loader, React Query. The shell
// renders at once and the route's code and data follow, as in the console (decision 0005).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, NavLink, Outlet, RouterProvider } from 'react-router-dom'
import './styles.css'

const queryClient = new QueryClient()

function Shell() {
  return (
    <>
      <header>
        <nav aria-label="Main">
          <NavLink to="/pets">Pets</NavLink>
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  )
}

const router = createBrowserRouter([
  {
    Component: Shell,
    children: [
      {
        HydrateFallback: () => <p>Loading…</p>,
        Component: Outlet,
        children: [
          {
            path: '/pets',
            lazy: async () => {
              const { clientLoader, Component } = await import('./pets-route.jsx')
              return { loader: clientLoader(queryClient), Component }
            },
          },
        ],
      },
    ],
  },
])

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
