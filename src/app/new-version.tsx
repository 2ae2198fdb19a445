// Tells the user when a new version of the console has been deployed: index.html then names
// another entry script than the one running. Checked once the page is idle, and whenever the tab
// comes back into view.
import { useEffect, useState } from 'react'
import { useT } from '../lib/i18n/i18n'
import { whenIdle } from '../lib/idle'

const entryOf = (html: string) => /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1]

async function deployedEntry(): Promise<string | undefined> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}index.html`, { cache: 'no-store' })
    return response.ok ? entryOf(await response.text()) : undefined
  } catch {
    return undefined // offline: nothing to compare
  }
}

export function NewVersionBanner() {
  const t = useT()
  const [available, setAvailable] = useState(false)
  useEffect(() => {
    const running = document.querySelector('script[type="module"][src]')?.getAttribute('src')
    if (!running || import.meta.env.DEV) return
    const check = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return
      void deployedEntry().then((deployed) =>
        setAvailable(Boolean(deployed && deployed !== running)),
      )
    }
    // The first look waits for an idle moment: the page's own code and data come first.
    const cancel = whenIdle(check, 10_000)
    document.addEventListener('visibilitychange', check)
    return () => {
      cancel()
      document.removeEventListener('visibilitychange', check)
    }
  }, [])
  return (
    <div role="status" className={available ? 'update-banner' : undefined}>
      {available && (
        <>
          {t('app.new-version')}{' '}
          <button type="button" className="button small" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </button>
        </>
      )}
    </div>
  )
}
