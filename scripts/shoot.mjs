// Screenshot a page in headless Chromium: node scripts/shoot.mjs <url> <out.png> [--dark] [--width=390] [--full]
import { chromium } from '@playwright/test'

const [url, out, ...flags] = process.argv.slice(2)
if (!url || !out) {
  console.error(
    'usage: node scripts/shoot.mjs <url> <out.png> [--dark] [--width=390] [--full] [--wait=ms]',
  )
  process.exit(2)
}
const flag = (name) => flags.find((f) => f.startsWith(`--${name}`))
const width = Number(flag('width')?.split('=')[1] ?? 1280)
const wait = Number(flag('wait')?.split('=')[1] ?? 800)

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
const context = await browser.newContext({
  viewport: { width, height: width < 600 ? 844 : 900 },
  colorScheme: flag('dark') ? 'dark' : 'light',
  deviceScaleFactor: 1,
})
const page = await context.newPage()
page.on('pageerror', (error) => console.error('page error:', error.message))
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(wait)
await page.screenshot({ path: out, fullPage: Boolean(flag('full')) })
await browser.close()
console.log(`saved ${out}`)
