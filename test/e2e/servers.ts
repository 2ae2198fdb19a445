// The sites and servers the e2e projects test against, started by Playwright's global setup: the
// three builds side by side, then every server side by side. Playwright's own `webServer` list
// starts them one after another, which took a minute and a half of a CI run beside the engines.
import { spawn, type ChildProcess } from 'node:child_process'
import { nginxBinary } from '../../scripts/serve-nginx.ts'
import { apiBaseUrl, apiKey, ports, prismBaseUrl, subPath, vetPrismBaseUrl } from './targets'

interface Server {
  name: string
  /** Made before any server starts (a site's build); none when it serves what another built. */
  build?: string
  command: string
  /** Up once this answers with a status below 404, as Playwright's webServer counts it. */
  url: string
  env?: Record<string, string>
}

const isCi = Boolean(process.env.CI)
// A developer's .env.local must not turn the demo builds into something else.
const demoOnly = {
  VITE_PRODUCTION_BASE_URL: '',
  VITE_STAGING_BASE_URL: '',
  VITE_DEFAULT_ENVIRONMENT: 'demo',
}

/** A build in its own outDir (so the builds never overwrite each other), served by `vite preview`. */
function site(name: string, port: number, env: Record<string, string>, base = '/'): Server {
  const outDir = `node_modules/.e2e/${name}`
  return {
    name,
    build: `npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`,
    command: `npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}${base}`,
    env: { ...env, BASE_PATH: base },
  }
}

function servers(): Server[] {
  const subpathDist = `node_modules/.e2e/subpath`
  return [
    // hostile.spec.ts and diagnosis.spec.ts point the demo build at their servers, so its CSP must
    // allow them; all but ports.cspBlocked, which diagnosis.spec.ts shows being blocked.
    site('demo', ports.demo, {
      ...demoOnly,
      VITE_CSP_CONNECT_SRC: [ports.fault, ports.noCors, ports.badPreflight, ports.closed]
        .map((port) => `http://127.0.0.1:${port}`)
        .join(' '),
    }),
    // Its CSP also allows Prism: a static host cannot change the policy, so the build lists the
    // origin its config.json will name (docs/deploy.md); project static-configured serves it so.
    site('subpath', ports.subpath, { ...demoOnly, VITE_CSP_CONNECT_SRC: prismBaseUrl }, subPath),
    // Also the prism project's build: its CSP lets it reach Prism, typed in as a Custom base URL,
    // and the vet-visits Prism, a workflow's second source description.
    site('real-server', ports.realServer, {
      VITE_PRODUCTION_BASE_URL: apiBaseUrl,
      VITE_STAGING_BASE_URL: '',
      VITE_DEFAULT_ENVIRONMENT: 'production',
      VITE_CSP_CONNECT_SRC: `${prismBaseUrl} ${vetPrismBaseUrl}`,
    }),
    // `npm start` itself: the dev server, which nothing built can stand in for.
    {
      name: 'dev',
      command: `npx vite --port ${ports.dev} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${ports.dev}/`,
      env: demoOnly,
    },
    ...(nginxBinary()
      ? [
          // The sub-path build again, under nginx with the repo's config.
          {
            name: 'nginx',
            command: `npx tsx scripts/serve-nginx.ts --dist ${subpathDist} --base ${subPath} --port ${ports.nginx}`,
            url: `http://127.0.0.1:${ports.nginx}${subPath}`,
          },
          // And configured where it runs: nginx with PRODUCTION_BASE_URL set.
          {
            name: 'nginx-configured',
            command: `npx tsx scripts/serve-nginx.ts --dist ${subpathDist} --base ${subPath} --port ${ports.nginxConfigured}`,
            url: `http://127.0.0.1:${ports.nginxConfigured}${subPath}`,
            env: {
              PRODUCTION_BASE_URL: apiBaseUrl,
              PRODUCTION_CONTRACT_URL: `${apiBaseUrl}/openapi.json`,
              DEFAULT_ENVIRONMENT: 'production',
            },
          },
          // And on a plain static host, with a config.json uploaded beside it (naming Prism).
          {
            name: 'static-configured',
            command: `npx tsx scripts/serve-static.ts --dist ${subpathDist} --base ${subPath} --port ${ports.staticConfigured}`,
            url: `http://127.0.0.1:${ports.staticConfigured}${subPath}`,
            env: {
              CONFIG_JSON: JSON.stringify({
                environments: { production: { baseUrl: prismBaseUrl } },
                defaultEnvironment: 'production',
              }),
            },
          },
        ]
      : []),
    {
      name: 'api',
      command: `npx tsx scripts/api-server.ts --port ${ports.api}`,
      // Any answer counts as up (a 401 here means the key check is on, as intended).
      url: `${apiBaseUrl}/pets`,
      env: { API_KEY: apiKey },
    },
    {
      name: 'prism',
      command: `npx prism mock openapi.yaml --host 127.0.0.1 --port ${ports.prism}`,
      // Prism checks the contract's security, so this is a 401: up.
      url: `${prismBaseUrl}/pets`,
    },
    {
      name: 'vet-prism',
      command: `npx prism mock test/e2e/fixtures/vet-visits.openapi.yaml --host 127.0.0.1 --port ${ports.vetPrism}`,
      // Its contract's own path: the workflow's source description reads it.
      url: `${vetPrismBaseUrl}/openapi.json`,
    },
  ]
}

const timeoutMs = 180_000

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) })
    return response.status < 404
  } catch {
    return false
  }
}

/** Runs a command in its own process group (so teardown ends its children too), stderr shown. */
function run(server: Server, command: string): ChildProcess {
  const child = spawn(command, {
    shell: true,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...server.env },
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      process.stderr.write(`[${server.name}] ${line}\n`)
    }
  })
  return child
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

async function buildSite(server: Server, build: string): Promise<void> {
  const code = await exited(run(server, build))
  if (code !== 0) throw new Error(`e2e: building ${server.name} failed (exit ${code})`)
}

async function start(server: Server, children: ChildProcess[]): Promise<void> {
  const child = run(server, server.command)
  children.push(child)
  const deadline = Date.now() + timeoutMs
  let gone = false
  void exited(child).then(() => (gone = true))
  while (!(await answers(server.url))) {
    if (gone) throw new Error(`e2e: ${server.name} ended before ${server.url} answered`)
    if (Date.now() > deadline) throw new Error(`e2e: ${server.name}: no answer at ${server.url}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function stop(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve()
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return Promise.resolve()
  }
  const killLater = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }, 5_000)
  return exited(child).finally(() => clearTimeout(killLater))
}

/**
 * Playwright's global setup: outside CI a server that already answers is reused (a developer's
 * running `npm run api`, or a second run); in CI every one is started fresh.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const children: ChildProcess[] = []
  const teardown = async () => {
    await Promise.all(children.map(stop))
  }
  try {
    const needed = (
      await Promise.all(
        servers().map(async (server) => (!isCi && (await answers(server.url)) ? null : server)),
      )
    ).filter((server): server is Server => server !== null)
    await Promise.all(
      needed.flatMap((server) => (server.build ? [buildSite(server, server.build)] : [])),
    )
    await Promise.all(needed.map((server) => start(server, children)))
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
