/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCTION_BASE_URL?: string
  readonly VITE_STAGING_BASE_URL?: string
  readonly VITE_DEFAULT_ENVIRONMENT?: string
  readonly VITE_API_PROXY_TARGET?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** YAML files import as data (@rollup/plugin-yaml). */
declare module '*.yaml' {
  const data: unknown
  export default data
}
