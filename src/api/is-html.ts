// Apart from errors.ts, so the contract's worker can tell a web page from a contract without
// loading the error kinds and their words.
/** An HTML page where JSON was promised: a website or a single-page app at the base URL. */
export function isHtml(contentType: string | null, text: string): boolean {
  return /\btext\/html\b/i.test(contentType ?? '') || /^\s*<(!doctype|html|head|body)\b/i.test(text)
}
