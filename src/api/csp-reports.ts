// Origins this page's Content Security Policy blocked, from securitypolicyviolation events: listened
// to from the start, so the report of a blocked call is there when the call's failure is diagnosed.
export const blockedOrigins = new Set<string>()

if (typeof document !== 'undefined') {
  document.addEventListener('securitypolicyviolation', (event) => {
    try {
      blockedOrigins.add(new URL(event.blockedURI).origin)
    } catch {
      // 'inline', 'eval' and the like: not a call to a server.
    }
  })
}
