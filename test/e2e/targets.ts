// Where the e2e builds and servers listen; shared by playwright.config.ts and the specs.
// E2E_PORT_BASE moves them all, so two checkouts can run their e2e tests side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 4173)
export const ports = {
  demo: base,
  subpath: base + 1,
  realServer: base + 2,
  api: base + 3,
  fault: base + 4,
  nginx: base + 5,
  /** The dev server (`vite`), as `npm start` runs it: dev-smoke.spec.ts. */
  dev: base + 6,
  /** `prism mock openapi.yaml`: a server that reads the contract on its own (prism.spec.ts). */
  prism: base + 7,
  /** The sub-path build under nginx again, configured at start from PRODUCTION_BASE_URL. */
  nginxConfigured: base + 8,
  /** The sub-path build again, on a plain static server with a config.json uploaded beside it. */
  staticConfigured: base + 9,
  // diagnosis.spec.ts: a server without CORS, one that fails the preflight, a closed port (all
  // allowed by the demo build's CSP), and a healthy server the CSP does not allow.
  noCors: base + 10,
  badPreflight: base + 11,
  closed: base + 12,
  cspBlocked: base + 13,
  /** A second Prism, `prism mock` of a small vet-visits API: a workflow's other source description. */
  vetPrism: base + 14,
} as const
export const subPath = '/tools/petstore/'
export const apiKey = 'e2e-secret'
export const apiBaseUrl = `http://127.0.0.1:${ports.api}/v1`
/** Prism serves the contract's paths at its root. */
export const prismBaseUrl = `http://127.0.0.1:${ports.prism}`
/** The vet-visits Prism, which answers GET /openapi.json with its own contract. */
export const vetPrismBaseUrl = `http://127.0.0.1:${ports.vetPrism}`
