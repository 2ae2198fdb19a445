// Copying text for the user, with a toast that says whether it worked.
import { showToast } from './toasts'

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    showToast('success', 'Copied')
  } catch {
    showToast('error', 'Could not copy: the browser did not allow clipboard access.')
  }
}
