// The app's routes as plain data. router.tsx renders them; the build (vite.config.ts) reads them to
// have index.html preload the code of the page being opened. No imports, so Node can load it too.
export const routeTable = [
  { path: '', page: 'overview' },
  { path: 'pets', page: 'pets-list' },
  { path: 'pets/new', page: 'pet-new' },
  { path: 'pets/:petId', page: 'pet-detail' },
  { path: 'orders', page: 'orders-list' },
  { path: 'settings', page: 'settings' },
  { path: '*', page: 'not-found' },
] as const

/** A page's module: src/pages/<page>.tsx. */
export type PageName = (typeof routeTable)[number]['page']
