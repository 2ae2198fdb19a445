// Settings: where the console sends its calls (environment, base URL, API key), and in Demo mode
// the demo API's controls.
import { Link } from 'react-router-dom'
import { useEnvironment } from '../../api/settings'
import { PageHeader } from '../../lib/page-header'
import { DemoControlsPanel } from '../demo/demo-controls'
import { SettingsForm } from './settings-form'

export function Component() {
  const { demo } = useEnvironment()
  return (
    <section className="page settings-page">
      <PageHeader
        title="Settings"
        subtitle="Which server the console talks to, and how it proves who you are."
      />
      <SettingsForm />
      <section className="card" aria-labelledby="contract-title">
        <h2 id="contract-title">For API developers</h2>
        <p>
          The interface this console expects is{' '}
          <a href={`${import.meta.env.BASE_URL}openapi.yaml`}>openapi.yaml</a> (OpenAPI 3). The
          request log checks every response against it, or against the server’s own contract when
          its environment has a Contract URL.
        </p>
        <p>
          <Link to="/compare">Compare environments</Link>: one read-only call against two
          environments, side by side.
        </p>
      </section>
      {demo && (
        <section className="card" aria-labelledby="demo-controls-title">
          <h2 id="demo-controls-title">Demo controls</h2>
          <p className="field-hint">
            Simulate a slow or failing server. Changes apply at once to the built-in demo API.
          </p>
          <DemoControlsPanel />
        </section>
      )}
    </section>
  )
}
