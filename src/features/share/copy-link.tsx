// The header's "Copy link to this view"; and, when the app opens on such a link, what it carries
// (the code for both loads only when used).
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { getSettings, liveEnvironment } from '../../api/settings'
import { copyText } from '../../lib/clipboard'
import { showToast } from '../../lib/toasts'
import { demoQueries } from '../../api/demo'
import { toursStore } from '../tours/tour-store'
import { isSharedLink } from './share-params'
import { StrokeIcon } from '../../lib/stroke-icon'
import { useT } from '../../lib/i18n/i18n'

const SharedViewOpener = lazy(() =>
  import('./shared-view').then((m) => ({ default: m.SharedViewOpener })),
)

/**
 * The view is read when the link is copied: the button itself re-renders on nothing but a route.
 * The link is handed to the clipboard as a promise, so the write starts inside the click.
 */
export function CopyLinkButton() {
  const t = useT()
  const location = useLocation()
  const queryClient = useQueryClient()
  const link = async () => {
    const { customBaseUrl } = getSettings()
    const live = liveEnvironment()
    const demo = live.demo
      ? await queryClient.ensureQueryData(demoQueries.state()).catch(() => null)
      : null
    const { shareLink } = await import('./share-link')
    return shareLink(window.location.origin, import.meta.env.BASE_URL, {
      route: `${location.pathname}${location.search}`,
      demo,
      tour: toursStore.get().running,
      server: live.editableUrl ? customBaseUrl : null,
    })
  }
  const copy = async () => {
    const outcome = await copyText(link())
    if (outcome === 'copied') showToast('success', t('share.copied'))
    else showToast('error', t('share.copy-failed'))
  }
  return (
    <button
      type="button"
      className="button icon-only"
      aria-label={t('share.copy-link')}
      title={t('share.copy-link')}
      onClick={() => void copy()}
    >
      <StrokeIcon>
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
        <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
      </StrokeIcon>
    </button>
  )
}

/** Opens a shared link once, as the app starts. */
export function SharedView() {
  const { pathname, search } = useLocation()
  // Kept as it opened: a page may rewrite its URL (the explorer does) before the opener has loaded.
  const [link] = useState(() => (isSharedLink(search) ? { pathname, search } : null))
  return link ? (
    <Suspense fallback={null}>
      <SharedViewOpener link={link} />
    </Suspense>
  ) : null
}
