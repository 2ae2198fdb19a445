// The servers config.json names that the CSP built into this page blocks: each origin with its keys,
// and the build that allows them. Loaded only when a config.json is in use, so the first page of a
// site without one carries none of it.
import { Fragment, useId } from 'react'
import { blockedServers, connectSrcWith } from '../api/csp-allows'
import type { RuntimeConfig } from '../api/runtime-config'

export function BlockedServers({ config }: { config: RuntimeConfig }) {
  const title = useId()
  const blocked = blockedServers(config)
  if (blocked.length === 0) return null
  return (
    <div role="alert" aria-labelledby={title} className="alert alert-error config-problem">
      <div className="alert-body">
        <strong id={title}>
          This site’s Content Security Policy blocks a server config.json names
        </strong>
        {blocked.map(({ origin, keys }) => (
          <p key={origin}>
            The browser will refuse every call to <code>{origin}</code>, which config.json names in{' '}
            {keys.map((key, index) => (
              <Fragment key={key}>
                {index > 0 && ' and '}
                <code>{key}</code>
              </Fragment>
            ))}
            : the policy built into this page does not list it in connect-src.
          </p>
        ))}
        <p>
          A host that cannot change the policy when it starts (GitHub Pages, S3) needs a build that
          allows it, as docs/deploy.md › “One build, configured where it runs” says:
        </p>
        {/* As the error alerts show a fix, but wrapped: the first break after the variable. */}
        <div className="fixes">
          <pre className="fix-text fix-text-wrap">
            VITE_CSP_CONNECT_SRC="
            <wbr />
            {connectSrcWith(blocked.map((server) => server.origin))}" npm run build
          </pre>
        </div>
      </div>
    </div>
  )
}
