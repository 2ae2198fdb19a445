// One browser tab as the cross-engine journeys drive it. Chromium and Firefox implement it with
// puppeteer-core (Firefox over WebDriver BiDi), WebKit with webdriverio and WebKitWebDriver, so the
// journeys are written once and run in all three.
export type Engine = 'chromium' | 'firefox' | 'webkit'

export type Key =
  | 'Escape'
  | 'Enter'
  | 'Tab'
  | 'Space'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'PageDown'
  | 'PageUp'
  | 'Backspace'

export interface EngineSession {
  readonly engine: Engine
  /** Loads `url` and waits for its `load` event. */
  goto(url: string): Promise<void>
  /** Reloads the page (in a frame, the frame) and waits for its `load` event. */
  reload(): Promise<void>
  /** The page's URL (in a frame, the frame's). */
  url(): Promise<string>
  /**
   * The page's viewport in CSS pixels. Where the engine's window cannot be that narrow (WebKit's
   * MiniBrowser stops at 447 px), the next `goto` loads the page in a frame of that size.
   */
  setViewport(width: number, height: number): Promise<void>
  /** Runs `fn` in the page (serialised with its source) with JSON arguments; awaits its promise. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>
  /** A real click (the driver's pointer, not `element.click()`) on the element `find` returns. */
  clickWhere<A extends unknown[]>(find: (...args: A) => Element | null, ...args: A): Promise<void>
  /** Types `text` with real key events into the focused element. */
  typeText(text: string): Promise<void>
  press(key: Key): Promise<void>
  /** A PNG of the viewport (in a frame, of the page holding it). */
  screenshot(path: string): Promise<void>
  close(): Promise<void>
}
