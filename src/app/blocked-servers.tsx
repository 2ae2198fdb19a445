// What config.json's problems look like: a file that cannot be used, or the servers it names that
// the CSP built into this page blocks, each origin with its keys and the build that allows them.
// Loaded only when a config.json is in use, so the first page of a site without one carries none.
import { Fragment, useId } from 'react'
import { blockedServers, connectSrcWith } from '../api/csp-allows'
import type { ConfigRead, RuntimeConfig } from '../api/config-file'
import { say, useT, type Words } from '../lib/i18n/i18n'
import '../lib/i18n/en/app'

/** Names of code and docs, the same in every language. */
const CSP_VARIABLE = 'VITE_CSP_CONNECT_SRC'
const BUILD = 'npm run build'
const DEPLOY_DOC = 'docs/deploy.md › “One build, configured where it runs”'

export function BlockedServers({ config }: { config: RuntimeConfig }) {
  const t = useT()
  const title = useId()
  const blocked = blockedServers(config)
  if (blocked.length === 0) return null
  return (
    <div role="alert" aria-labelledby={title} className="alert alert-error config-problem">
      <div className="alert-body">
        <strong id={title}>{t('app.blocked-title')}</strong>
        {blocked.map(({ origin, keys }) => (
          <p key={origin}>
            {t.rich('app.blocked-server', {
              origin: <code>{origin}</code>,
              keys: keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 && t('app.blocked-keys-and')}
                  <code>{key}</code>
                </Fragment>
              )),
            })}
          </p>
        ))}
        <p>{t('app.blocked-build', { doc: DEPLOY_DOC })}</p>
        {/* As the error alerts show a fix, but wrapped: the first break after the variable. */}
        <div className="fixes">
          <pre className="fix-text fix-text-wrap">
            {CSP_VARIABLE}="
            <wbr />
            {connectSrcWith(blocked.map((server) => server.origin))}" {BUILD}
          </pre>
        </div>
      </div>
    </div>
  )
}

/** The file's problem, if any: it cannot be used, or servers it names are blocked. */
export function ConfigProblems({ read }: { read: ConfigRead }) {
  if (read.status === 'none') return null
  return read.status === 'broken' ? (
    <BrokenConfig problem={read.problem} />
  ) : (
    <BlockedServers config={read.config} />
  )
}

function BrokenConfig({ problem }: { problem: Words }) {
  const t = useT()
  const title = useId()
  return (
    <div role="alert" aria-labelledby={title} className="alert alert-error config-problem">
      <div className="alert-body">
        <strong id={title}>{t('app.config-broken-title')}</strong>
        <p>{t('app.config-broken-problem', { problem: say(problem) })}</p>
        <p>{t('app.config-broken-fallback')}</p>
      </div>
    </div>
  )
}
