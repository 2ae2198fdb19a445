// Settings: where the console sends its calls (environment, base URL, API key), the language, and
// in Demo mode the demo API's controls.
import { Link } from 'react-router-dom'
import { useConfigReading } from '../../api/configure'
import { useEnvironment } from '../../api/settings'
import { useT } from '../../lib/i18n/i18n'
import { LanguageSelect } from '../../lib/i18n/language-select'
import { PageHeader } from '../../lib/page-header'
import { DemoControlsPanel } from '../demo/demo-controls'
import { SettingsForm } from './settings-form'
import '../../lib/i18n/en/settings'

const contractFile = 'openapi.yaml'

export function Component() {
  const t = useT()
  const { demo } = useEnvironment()
  const configReading = useConfigReading()
  return (
    <section className="page settings-page">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {configReading ? (
        <p className="card" role="status">
          {t('app.page-loading')}
        </p>
      ) : (
        <SettingsForm />
      )}
      {/* Apart from the form: a language applies at once and is kept, with no Save. */}
      <section className="card" aria-labelledby="language-title">
        <h2 id="language-title">{t('settings.language-title')}</h2>
        <p className="field-hint">{t('settings.language-hint')}</p>
        <LanguageSelect />
      </section>
      <section className="card" aria-labelledby="contract-title">
        <h2 id="contract-title">{t('settings.developers-title')}</h2>
        <p>
          {t.rich('settings.contract-intro', {
            file: (
              <a href={`${import.meta.env.BASE_URL}${contractFile}`} translate="no">
                {contractFile}
              </a>
            ),
          })}
        </p>
        <p>
          {t.rich('settings.compare-intro', {
            link: (chunks) => <Link to="/compare">{chunks}</Link>,
          })}
        </p>
      </section>
      {demo && (
        <section className="card" aria-labelledby="demo-controls-title">
          <h2 id="demo-controls-title">{t('settings.demo-controls-title')}</h2>
          <p className="field-hint">{t('settings.demo-controls-hint')}</p>
          <DemoControlsPanel />
        </section>
      )}
    </section>
  )
}
