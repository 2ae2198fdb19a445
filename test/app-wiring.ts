// The app's start-up wiring (src/app/wiring.ts), registered for every test as main.tsx registers it:
// the request log, the contract check, CSP reports and the demo gate. The demo API here is the msw
// server of test/server.ts, listening already, so the gate has nothing to start.
import { wireApp } from '../src/app/wiring'

export const app = wireApp(() => Promise.resolve())
