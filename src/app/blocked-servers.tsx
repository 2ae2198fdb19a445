// The servers config.json names that the CSP built into this page blocks: each origin with its keys,
// and the build that allows them. Loaded only when a config.json names a server, so the first page
// of a site without one carries none of it.
import { useId } from 'react'
import { blockedServers, rebuildCommand } from '../api/csp-allows'
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
            The browser will refuse every call to <code>{origin}</code> ({keys.join(' and ')} in
            config.json): the policy built into this page does not list it in connect-src.
          </p>
        ))}
        <p>
          A host that cannot change the policy when it starts (GitHub Pages, S3) needs a build that
          allows it, as docs/deploy.md › “One build, configured where it runs” says:{' '}
          <code>{rebuildCommand(blocked.map((server) => server.origin))}</code>
        </p>
      </div>
    </div>
  )
}
