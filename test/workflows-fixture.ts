// The pet store's Arazzo document as the workflow tests read it and serve it to the page.
import { readFileSync } from 'node:fs'
import { http, HttpResponse } from 'msw'
import { server } from './server'

/** The document served with the site (public/petstore.arazzo.yaml). */
export const petstore = readFileSync('public/petstore.arazzo.yaml', 'utf8')

/** Serves `text` where the page fetches the bundled document. */
export const serve = (text: string) =>
  server.use(http.get('*/petstore.arazzo.yaml', () => HttpResponse.text(text)))
