// Apart from dialog.tsx: the shell's keys ask this on every page, while the dialogs themselves load
// with the code that opens one.

/** Whether a modal is open: the page's own keys (Escape for the log, a tour's arrows) wait. */
export const modalIsOpen = (): boolean => document.querySelector('dialog[open]') !== null
