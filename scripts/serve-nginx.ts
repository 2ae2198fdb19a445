// Serves a built dist/ with the repo's nginx config (deploy/nginx/default.conf.template), filled in
// as the nginx image's envsubst would, in the foreground until stopped. The e2e project `nginx`
// runs it to check the deployed headers; it also shows a build as a host would serve it. As the
// image does, it configures the copy it serves from PRODUCTION_BASE_URL and the other variables.
//   npx tsx scripts/serve-nginx.ts --dist dist --base /tools/petstore/ --port 5405
// NGINX_PATH names the binary when it is not where Debian or Homebrew put it.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback
}

/** `${NAME}` replaced for the given names only, as envsubst does with a list: nginx's $uri stays. */
function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

export function nginxBinary(): string | null {
  const candidates = [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    '/opt/homebrew/bin/nginx',
    '/usr/local/bin/nginx',
  ]
  const found = candidates.find((path) => path && existsSync(path))
  return found ?? null
}

function mimeTypes(): string {
  const candidates = ['/etc/nginx', '/opt/homebrew/etc/nginx', '/usr/local/etc/nginx']
  const found = candidates.map((dir) => join(dir, 'mime.types')).find((path) => existsSync(path))
  if (!found) throw new Error('nginx mime.types not found')
  return found
}

function main() {
  const dist = resolve(arg('dist', 'dist'))
  const base = `/${arg('base', '/')}/`.replace(/\/+/g, '/')
  const port = arg('port', '5405')
  const binary = nginxBinary()
  if (!binary)
    throw new Error('nginx not found: install it (apt-get install nginx) or set NGINX_PATH')
  if (!existsSync(join(dist, 'security-headers.nginx.conf')))
    throw new Error(`${dist} has no security-headers.nginx.conf: build it first`)

  // The layout of the Dockerfile's image: the site root holds a copy of dist/ at the base path,
  // configured from the environment at start by the image's own script.
  const work = join(root, 'node_modules/.nginx', port)
  rmSync(work, { recursive: true, force: true })
  const siteRoot = join(work, 'html')
  mkdirSync(dirname(join(siteRoot, base)), { recursive: true })
  cpSync(dist, join(siteRoot, base), { recursive: true, dereference: true })
  execFileSync('sh', [join(root, 'deploy/nginx/petstore-config.sh')], {
    env: { ...process.env, SITE_ROOT: siteRoot, BASE_PATH: base },
    stdio: 'inherit',
  })

  const template = readFileSync(join(root, 'deploy/nginx/default.conf.template'), 'utf8')
  writeFileSync(
    join(work, 'site.conf'),
    fillTemplate(template, { PORT: `127.0.0.1:${port}`, SITE_ROOT: siteRoot, BASE_PATH: base }),
  )
  // One process in the foreground, its files in `work`: no root, no system nginx touched.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(work, kind)};`)
    .join(' ')
  writeFileSync(
    join(work, 'nginx.conf'),
    `daemon off; master_process off; pid ${join(work, 'nginx.pid')};
error_log stderr warn;
events {}
http {
  include ${mimeTypes()};
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include ${join(work, 'site.conf')};
}
`,
  )
  const nginx = spawn(binary, ['-p', work, '-e', 'stderr', '-c', join(work, 'nginx.conf')], {
    stdio: 'inherit',
  })
  const stop = () => nginx.kill('SIGQUIT')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
  console.log(`nginx: ${dist} at http://127.0.0.1:${port}${base}`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
