// The app's start-up wiring (src/app/wiring.ts), registered for every test as main.tsx registers it:
// the request log, the contract check, CSP reports and how calls are sent. The demo API here is the
// msw server of test/server.ts, listening already: demo calls go to it through fetch.
import { wireApp } from '../src/app/wiring'

export const app = wireApp(() => Promise.resolve((url, init) => fetch(url, init)))
