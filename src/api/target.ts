// What a call's target is made of (the environment it goes to, its URL, its key and where the key
// goes), below everything that makes, stores or reports one, so none of them imports another for it.
export type EnvironmentId = 'demo' | 'production' | 'staging' | 'custom'

export type KeyPlacement = 'header' | 'bearer' | 'query'

export interface AuthSettings {
  placement: KeyPlacement
  headerName: string
  queryName: string
}

/** Where a call goes and how it proves who it is. */
export interface ApiTarget {
  environment: EnvironmentId
  baseUrl: string
  auth: AuthSettings
  apiKey: string
}
