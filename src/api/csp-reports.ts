// Origins this page's Content Security Policy blocked, from securitypolicyviolation events. Listened
// to from start-up (src/app/wiring.ts), so the report of a blocked call is there when the call's
// failure is diagnosed.
export const blockedOrigins = new Set<string>()

function report(event: SecurityPolicyViolationEvent): void {
  try {
    blockedOrigins.add(new URL(event.blockedURI).origin)
  } catch {
    // 'inline', 'eval' and the like: not a call to a server.
  }
}

export function listenForCspReports(): () => void {
  document.addEventListener('securitypolicyviolation', report)
  return () => document.removeEventListener('securitypolicyviolation', report)
}
