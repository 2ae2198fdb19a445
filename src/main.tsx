// Entry. First the demo API's worker, when the console opens on Demo; then the console itself,
// imported dynamically so that the browser runs this small file, and the worker starts, before it
// has even compiled React and the console (decision 0035).
import { demoStartsEarly } from './app/demo-early'
import './styles.css'

void import('./app/start')

// The first number formatter a page makes loads Intl's number data, tens of milliseconds on a slow
// phone, and the first page shows counts. The demo API's worker loads it for the page, off its main
// thread (mocks/locale-data.ts); without it, it is loaded while the console's code is fetched, in
// a task of its own, so that the page can answer input between this file and that data.
if (!demoStartsEarly)
  setTimeout(() => {
    try {
      new Intl.NumberFormat(navigator.languages)
    } catch {
      // A browser language Intl refuses: the formatters fall back when made, and say nothing here.
    }
  })
