// Copying text for the user, with "Copied" (or why not) said in a status next to the buttons, where
// the eye already is: a panel may hold several copy buttons, and each says which one worked.
import { useState } from 'react'
import { copyText } from '../lib/clipboard'
import { useT, type MessageId } from '../lib/i18n/i18n'
import '../lib/i18n/en/components'

export function useCopy(): [status: string, copy: (text: string) => void] {
  const t = useT()
  // The message, not its text: a status still shown when the language changes follows it.
  const [status, setStatus] = useState<MessageId | null>(null)
  const copy = (text: string) => {
    void copyText(text).then((outcome) =>
      setStatus(outcome === 'copied' ? 'components.copied' : 'components.copy-failed'),
    )
  }
  return [status ? t(status) : '', copy]
}

export function CopyStatus({ status }: { status: string }) {
  return (
    <span role="status" className="copy-status">
      {status}
    </span>
  )
}
