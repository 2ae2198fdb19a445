import { Link } from 'react-router-dom'
import { useT } from '../lib/i18n/i18n'
import '../lib/i18n/en/app'

export function Component() {
  const t = useT()
  return (
    <section className="page empty-page">
      <h1>{t('app.not-found-title')}</h1>
      <p>{t('app.not-found-text')}</p>
      <p className="row">
        <Link className="button primary" to="/">
          {t('app.go-to-overview')}
        </Link>
        <Link className="button" to="/pets">
          {t('app.browse-pets')}
        </Link>
      </p>
    </section>
  )
}
