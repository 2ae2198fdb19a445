// The keyboard shortcuts help dialog (opened with "?" or the header button; see shortcuts.tsx).
import { Dialog } from '../lib/dialog'
import { useT } from '../lib/i18n/i18n'
import { shortcutPages } from './pages'
import '../lib/i18n/en/app'

type T = ReturnType<typeof useT>

/** Made as the dialog renders, so each line is in the language then chosen. */
const shortcutList = (t: T): { keys: string[]; what: string }[] => [
  { keys: ['/'], what: t('app.shortcut-search') },
  { keys: ['?'], what: t('app.shortcut-help') },
  { keys: ['L'], what: t('app.shortcut-request-log') },
  { keys: ['P'], what: t('app.shortcut-presenter') },
  ...shortcutPages.map((page) => {
    const name = page.nav ?? page.title
    return {
      keys: ['g', page.shortcut ?? ''],
      what: t('app.shortcut-go-to', { page: name ? t(name) : page.path }),
    }
  }),
  { keys: ['Esc'], what: t('app.shortcut-close') },
]

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  return (
    <Dialog title={t('app.shortcuts')} onClose={onClose}>
      <dl className="shortcut-list">
        {shortcutList(t).map((item) => (
          <div key={item.keys.join(' ')} className="shortcut-row">
            <dt>
              {item.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && <span className="muted"> {t('app.shortcut-then')} </span>}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{item.what}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('app.shortcuts-off-while-typing')}</p>
    </Dialog>
  )
}
