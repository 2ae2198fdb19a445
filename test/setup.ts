// Every test file's setup. A file that drives modules directly runs in Node (`@vitest-environment
// node`), without a second of jsdom per file, and gets the light setup the mutation run uses; a file
// with a DOM gets the app's wiring, the dialog shim and Testing Library.
export {}
await import(typeof window === 'undefined' ? './setup-modules' : './setup-app')
