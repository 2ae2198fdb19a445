// The keyboard shortcuts help dialog (opened with "?" or the header button; see shortcuts.tsx).
import { Dialog } from '../lib/dialog'
import { shortcutPages } from './pages'

const shortcutList: { keys: string[]; what: string }[] = [
  { keys: ['/'], what: 'Focus the search box' },
  { keys: ['?'], what: 'Show keyboard shortcuts' },
  { keys: ['L'], what: 'Open or close the request log' },
  { keys: ['P'], what: 'Presenter view on or off' },
  ...shortcutPages.map((page) => ({
    keys: ['g', page.shortcut ?? ''],
    what: `Go to ${page.nav ?? page.title ?? page.path}`,
  })),
  { keys: ['Esc'], what: 'Close the dialog or the request log' },
]

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <dl className="shortcut-list">
        {shortcutList.map((item) => (
          <div key={item.keys.join(' ')} className="shortcut-row">
            <dt>
              {item.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && <span className="muted"> then </span>}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{item.what}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">Shortcuts are off while you type in a field.</p>
    </Dialog>
  )
}
