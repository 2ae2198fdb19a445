// The demo API's worker: the page posts each demo call here and gets the answer back, so msw's
// code and the demo's work (a 7 MB list serialized) run beside the page, not on its main thread.
// First: its Intl work runs before the rest of the worker's code is evaluated.
import './locale-data'
import './worker-local-storage'
import { serveDemoApi, type DemoPort } from './serve-demo-api'

serveDemoApi(self as unknown as DemoPort)
