// Applies the saved theme before first paint (an external file: the CSP forbids inline scripts).
// Mirrors src/lib/theme.ts: 'petstore.theme' is 'light' or 'dark'; anything else means system.
/* global localStorage, document */
try {
  var theme = localStorage.getItem('petstore.theme')
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme
} catch {
  // Storage blocked: the system theme applies.
}
