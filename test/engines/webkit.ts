// WebKit behind one EngineSession: Debian's WebKitGTK MiniBrowser driven by its WebKitWebDriver over
// WebDriver classic, with webdriverio; nothing is downloaded. Each session is its own X display
// (Xvfb), driver and browser, because the browser's languages come from the driver's LANG and
// MiniBrowser's automation mode starts with empty storage: a fresh, isolated tab every time.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { remote } from 'webdriverio'
import type { EngineSession, Key } from './session'

export interface WebKitOptions {
  /** A POSIX locale (e.g. `en_US.UTF-8`, `C.UTF-8`): WebKitGTK's languages come from it. */
  lang: string
  width?: number
  height?: number
}

const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const browserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** MiniBrowser's window is never narrower than this; a narrower viewport is a frame of that size. */
const MIN_WINDOW_WIDTH = 447

/** `WEBKIT_PORTS`: where the driver and the frame host listen (e.g. `4822-4829`). */
const ports = ((): number[] => {
  const [first = 4822, last = first + 7] = (process.env.WEBKIT_PORTS ?? '4822-4829')
    .split('-')
    .map(Number)
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index)
})()

/** `WEBKIT_DISPLAY`: an X display to use (e.g. `:0` to watch); otherwise each session starts Xvfb. */
const sharedDisplay = process.env.WEBKIT_DISPLAY
const FIRST_DISPLAY = Number(process.env.WEBKIT_FIRST_DISPLAY ?? 97)

const TIMEOUT = 60_000

// WebDriver's codes for the keys the journeys press.
const keys: Record<Key, string> = {
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
  Space: '\uE00D',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  PageDown: '\uE00F',
  PageUp: '\uE00E',
  Backspace: '\uE003',
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
type ElementReference = { [ELEMENT]: string }

// Children left running when the process ends anyway (a journey that never closed): killed with it.
// They stay in our process group, so a Ctrl-C in the terminal stops them too.
const children = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

function start(command: string, args: string[], env: NodeJS.ProcessEnv, extraFd = false) {
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', 'ignore', 'pipe', ...(extraFd ? (['pipe'] as const) : [])],
  })
  children.add(child)
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000)
  })
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(String(error)))
    child.once('exit', (code, signal) => {
      children.delete(child)
      resolve(`${command} exited (${code ?? signal}): ${output.trim()}`)
    })
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const late = setTimeout(() => child.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(late)
  }
  return { child, exited, stop }
}

/** An Xvfb of our own, on the first free display from :97 (`-displayfd` says when it is ready). */
async function startDisplay() {
  for (let number = FIRST_DISPLAY; number < FIRST_DISPLAY + 40; number++) {
    if (existsSync(`/tmp/.X${number}-lock`)) continue
    const args = [
      `:${number}`,
      '-screen',
      '0',
      '1920x1080x24',
      '-nolisten',
      'tcp',
      '-displayfd',
      '3',
    ]
    const xvfb = start('Xvfb', args, process.env, true)
    const ready = await new Promise<boolean>((resolve) => {
      xvfb.child.stdio[3]?.once('data', () => resolve(true))
      void xvfb.exited.then(() => resolve(false))
    })
    if (ready) return { display: `:${number}`, stop: xvfb.stop }
  }
  throw new Error(`No free X display from :${FIRST_DISPLAY} for Xvfb`)
}

/** Whether nothing listens on `port` now (another run's driver would answer our /status too). */
function portFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createNetServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** The driver, on the first free port of WEBKIT_PORTS, once it answers /status. */
async function startDriver(env: NodeJS.ProcessEnv) {
  let last = `no free port in ${ports[0]}-${ports.at(-1)}`
  for (const port of ports) {
    if (!(await portFree(port))) continue
    const driver = start(driverPath, [`--port=${port}`, '--host=127.0.0.1'], env)
    let gone: string | null = null
    void driver.exited.then((why) => (gone = why))
    const deadline = Date.now() + 10_000
    while (!gone && Date.now() < deadline) {
      const ready = await fetch(`http://127.0.0.1:${port}/status`)
        .then((response) => response.ok)
        .catch(() => false)
      // Still running a moment later: it is ours that answered, not one that took the port first.
      if (ready) await sleep(100)
      if (ready && !gone) return { port, stop: driver.stop }
      await sleep(50)
    }
    last = gone ?? `WebKitWebDriver did not answer on port ${port}`
    await driver.stop()
  }
  throw new Error(`WebKitWebDriver could not start: ${last}`)
}

/**
 * Serves the page that holds a narrow viewport: an iframe of exactly the size asked for. It is on
 * the same host as the site (another port), so the frame is same-site and its storage unpartitioned.
 */
async function startFrameHost(): Promise<{ port: number; server: Server }> {
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://host').searchParams
    const src = query.get('src') ?? 'about:blank'
    const width = Number(query.get('width'))
    const height = Number(query.get('height'))
    const attribute = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    })
    response.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>${width}×${height}</title>` +
        `<style>html,body{margin:0;padding:0;overflow:hidden}` +
        `iframe{display:block;border:0;width:${width}px;height:${height}px}</style></head>` +
        `<body><iframe src="${attribute}" allow="clipboard-read; clipboard-write"></iframe></body></html>`,
    )
  })
  for (const port of ports) {
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (listening) return { port, server }
  }
  throw new Error(`No free port in ${ports[0]}-${ports.at(-1)} for the frame host`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The environment that gives WebKitGTK its languages: LANG alone, no LC_* or LANGUAGE over it. */
function localeEnv(lang: string, display: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DISPLAY: display, LANG: lang }
  for (const name of Object.keys(env)) {
    if (name.startsWith('LC_') || name === 'LANGUAGE') delete env[name]
  }
  return env
}

// Runs a serialised function with JSON arguments; `__name` is what esbuild's keepNames (tsx) calls.
const call = (fn: { toString(): string }) =>
  `var __name = function (target) { return target }; return (${fn.toString()}).apply(null, arguments)`

let starting: Promise<unknown> = Promise.resolve()

export async function launchWebKit(options: WebKitOptions): Promise<EngineSession> {
  const { lang, width = 1280, height = 800 } = options
  const cleanups: (() => Promise<unknown>)[] = []
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => undefined)
  }

  let browser: WebdriverIO.Browser
  try {
    // One start at a time in this process, so two sessions do not both pick the same display or port.
    const started = starting.then(async () => {
      const display = sharedDisplay
        ? { display: sharedDisplay, stop: async () => {} }
        : await startDisplay()
      cleanups.push(display.stop)
      const driver = await startDriver(localeEnv(lang, display.display))
      cleanups.push(driver.stop)
      return driver
    })
    starting = started.catch(() => undefined)
    const driver = await started
    browser = await remote({
      hostname: '127.0.0.1',
      port: driver.port,
      logLevel: 'silent',
      connectionRetryTimeout: 120_000,
      connectionRetryCount: 1,
      capabilities: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
        // WebKitWebDriver refuses a session that asks for BiDi (webSocketUrl), wdio's default.
        'wdio:enforceWebDriverClassic': true,
        timeouts: { script: TIMEOUT, pageLoad: TIMEOUT, implicit: 0 },
      } as WebdriverIO.Capabilities,
    })
    const opened = browser
    cleanups.push(() => opened.deleteSession())
  } catch (error) {
    await cleanup()
    throw error
  }

  let frameHost: { port: number; server: Server } | null = null
  // The viewport asked for, and whether the page now shown is in a frame (narrower than the window).
  let viewport = { width, height }
  let framed = false

  // The protocol's own command: its result comes back as sent, element references included.
  const execute = <R>(source: string, args: readonly unknown[] = []) =>
    browser.executeScript(source, args as (object | null)[]) as Promise<R>

  async function until(what: string, check: () => Promise<boolean>) {
    const deadline = Date.now() + TIMEOUT
    let last: unknown = null
    for (;;) {
      try {
        if (await check()) return
      } catch (error) {
        last = error
      }
      if (Date.now() > deadline) throw new Error(`WebKit: waited for ${what}; ${String(last)}`)
      await sleep(50)
    }
  }

  const loaded = () =>
    until('the load event', () => execute<boolean>('return document.readyState === "complete"'))

  /** Sizes the window so the top page's viewport is `w`×`h` (or the nearest the window allows). */
  async function sizeWindow(w: number, h: number) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [innerWidth, innerHeight] = await execute<[number, number]>(
        'return [window.innerWidth, window.innerHeight]',
      )
      if (innerHeight === h && (innerWidth === w || w <= MIN_WINDOW_WIDTH)) return
      const rect = await browser.getWindowRect()
      const outerWidth = Math.max(MIN_WINDOW_WIDTH, rect.width + w - innerWidth)
      await browser.setWindowRect(null, null, outerWidth, rect.height + h - innerHeight)
    }
  }

  async function enterFrame() {
    await browser.switchFrame(null)
    await browser.switchFrame(await browser.$('iframe').getElement())
  }

  async function resizeFrame() {
    await browser.switchFrame(null)
    await sizeWindow(MIN_WINDOW_WIDTH, viewport.height)
    await execute(
      'var f = document.querySelector("iframe"); f.style.width = arguments[0] + "px";' +
        'f.style.height = arguments[1] + "px"',
      [viewport.width, viewport.height],
    )
    await enterFrame()
  }

  await sizeWindow(width, height).catch(async (error: unknown) => {
    await cleanup()
    throw error
  })

  return {
    engine: 'webkit',
    async goto(url) {
      await browser.switchFrame(null)
      if (viewport.width >= MIN_WINDOW_WIDTH) {
        framed = false
        await sizeWindow(viewport.width, viewport.height)
        await browser.navigateTo(url)
        await loaded()
        return
      }
      // Narrower than MiniBrowser allows: the page is loaded in an iframe of that size on a host
      // page of ours, and every command then acts inside that frame.
      if (!frameHost) {
        const host = await startFrameHost()
        cleanups.push(() => {
          const closed = new Promise((resolve) => host.server.close(resolve))
          host.server.closeAllConnections()
          return closed
        })
        frameHost = host
      }
      const target = new URL(url)
      const host = new URL('http://127.0.0.1')
      if (target.protocol.startsWith('http')) host.hostname = target.hostname
      host.port = String(frameHost.port)
      host.search = new URLSearchParams({
        src: url,
        width: String(viewport.width),
        height: String(viewport.height),
      }).toString()
      await sizeWindow(MIN_WINDOW_WIDTH, viewport.height)
      await browser.navigateTo(host.href)
      // The top page's load event waits for its frame's.
      await loaded()
      await enterFrame()
      framed = true
      await loaded()
    },
    async reload() {
      if (!framed) {
        await browser.refresh()
        await loaded()
        return
      }
      // In a frame, the frame reloads itself: a mark on its window tells the old document from the new.
      await execute(
        'window.__webkitReloading = true; setTimeout(function () { location.reload() })',
      )
      await until('the frame to reload', async () => {
        try {
          return await execute<boolean>(
            'return !window.__webkitReloading && document.readyState === "complete"',
          )
        } catch (error) {
          await enterFrame()
          throw error
        }
      })
    },
    async url() {
      return framed ? execute<string>('return location.href') : browser.getUrl()
    },
    async setViewport(viewportWidth, viewportHeight) {
      viewport = { width: viewportWidth, height: viewportHeight }
      // Where the page shown can take the new size as it is, it does; a change between window and
      // frame takes the next goto.
      if (framed && viewportWidth < MIN_WINDOW_WIDTH) await resizeFrame()
      else if (!framed) await sizeWindow(viewportWidth, viewportHeight)
    },
    evaluate(fn, ...args) {
      return execute(call(fn), args)
    },
    async clickWhere(find, ...args) {
      const source =
        `var element = (function () { ${call(find)} }).apply(null, arguments);` +
        // As puppeteer does: scrolled to the middle when not wholly in view, or, as Playwright
        // does, when something else (the sticky header) is over its middle.
        'if (element instanceof Element) { var r = element.getBoundingClientRect();' +
        ' var hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);' +
        ' if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth ||' +
        ' !hit || !element.contains(hit))' +
        ' element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" }) }' +
        'return element instanceof Element ? element : null'
      const element = await execute<ElementReference | null>(source, args)
      if (!element) throw new Error(`clickWhere: nothing found for ${JSON.stringify(args)}`)
      // As Playwright does: the click waits until the element stops moving (a smooth scroll to a
      // focused answer), or the driver's hit test meets whatever passes over it ("intercepted").
      let last = ''
      for (let tries = 0; tries < 40; tries++) {
        const box = await execute<string>(
          'var r = arguments[0].getBoundingClientRect(); return [r.x, r.y, r.width, r.height].join()',
          [element],
        )
        if (box === last) break
        last = box
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      // And as Playwright does, a click something else would take is tried again (an overlay on
      // its way out); one still taken after that says what takes it.
      for (let tries = 1; ; tries++) {
        try {
          await browser.elementClick(element[ELEMENT])
          return
        } catch (error) {
          if (tries === 10 || !String(error).includes('intercepted')) {
            const over = await execute<string>(
              'var r = arguments[0].getBoundingClientRect();' +
                ' var hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);' +
                ' return JSON.stringify({ box: [r.x, r.y, r.width, r.height], scrollY: scrollY,' +
                ' hit: hit && hit.outerHTML.slice(0, 200) })',
              [element],
            )
            throw new Error(`${String(error)}; at the click: ${over}`)
          }
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
      }
    },
    async typeText(text) {
      // keys() presses every key before releasing any, so a repeated character was typed once.
      const action = browser.action('key')
      for (const character of text) action.down(character).up(character)
      await action.perform()
    },
    async press(key) {
      await browser.keys([keys[key]])
    },
    async screenshot(path) {
      // WebDriver's screenshot is always of the top page's viewport, the frame in it included.
      await writeFile(path, Buffer.from(await browser.takeScreenshot(), 'base64'))
    },
    async close() {
      await cleanup()
    },
  }
}
