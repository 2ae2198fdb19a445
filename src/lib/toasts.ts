// Notifications: a tiny store the layout renders in an aria-live region.
import { useSyncExternalStore } from 'react'

export interface Toast {
  id: number
  kind: 'success' | 'error' | 'info'
  text: string
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export function showToast(kind: Toast['kind'], text: string, timeoutMs = 5000): void {
  const toast = { id: nextId++, kind, text }
  toasts = [...toasts, toast].slice(-4)
  notify()
  if (timeoutMs > 0) setTimeout(() => dismissToast(toast.id), timeoutMs)
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id)
  notify()
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => toasts,
    () => toasts,
  )
}
