// Copying text for the user, with "Copied" (or why not) said in a status next to the buttons, where
// the eye already is: a panel may hold several copy buttons, and each says which one worked.
import { useState } from 'react'

export function useCopy(): [status: string, copy: (text: string) => void] {
  const [status, setStatus] = useState('')
  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(
      () => setStatus('Copied'),
      () => setStatus('Could not copy: the browser did not allow clipboard access.'),
    )
  }
  return [status, copy]
}

export function CopyStatus({ status }: { status: string }) {
  return (
    <span role="status" className="copy-status">
      {status}
    </span>
  )
}
