// Where the e2e builds and the local API server listen; shared by playwright.config.ts and the specs.
export const ports = { demo: 4173, subpath: 4174, realServer: 4175, api: 4010 } as const
export const subPath = '/tools/petstore/'
export const apiKey = 'e2e-secret'
export const apiBaseUrl = `http://127.0.0.1:${ports.api}/v1`
