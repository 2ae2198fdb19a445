// Entry. First the demo API's worker, when the console opens on Demo; then the console itself,
// imported dynamically so that the browser runs this small file, and the worker starts, before it
// has even compiled React and the console (decision 0035).
import './app/demo-early'
import './styles.css'

void import('./app/start')
