// Links into the Workflows page, for its own address (so "Copy link to this view" reopens a run at
// its step) and for tours. The address names the document (the bundled one, a URL, or that it came
// from a file, which no link can carry), the workflow, the step and the inputs; never a secret.
import { parseJson, stringifyJson } from '../../lib/json'

export const WORKFLOWS_PATH = '/workflows'
export const DOCUMENT_PARAM = 'document'
export const WORKFLOW_PARAM = 'workflow'
export const STEP_PARAM = 'step'
export const INPUTS_PARAM = 'inputs'
/** The document served with the site, `petstore.arazzo.yaml`. */
export const BUNDLED = 'bundled'
/** A document from a file: the link says so, and the one who opens it chooses the file. */
export const FILE = 'file'

export interface WorkflowLink {
  /** `bundled`, `file` or an http(s) URL. */
  document: string | null
  workflowId: string | null
  stepId: string | null
  inputs: Record<string, unknown> | null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isDocumentUrl = (value: string) => /^https?:\/\/\S+$/i.test(value)

function readInputsParam(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null
  try {
    const value = parseJson(raw)
    return isObject(value) ? value : null
  } catch {
    return null
  }
}

/** What the page's address asks for; anything malformed reads as absent. */
export function readWorkflowLink(params: URLSearchParams): WorkflowLink {
  const document = params.get(DOCUMENT_PARAM)
  return {
    document:
      document === BUNDLED || document === FILE || (document && isDocumentUrl(document))
        ? document
        : null,
    workflowId: params.get(WORKFLOW_PARAM) || null,
    stepId: params.get(STEP_PARAM) || null,
    inputs: readInputsParam(params.get(INPUTS_PARAM)),
  }
}

/** The page's query for a link: only what is given, inputs as JSON (int64 exact). */
export function workflowSearch(link: Partial<WorkflowLink>): URLSearchParams {
  const search = new URLSearchParams()
  if (link.document) search.set(DOCUMENT_PARAM, link.document)
  if (link.workflowId) search.set(WORKFLOW_PARAM, link.workflowId)
  if (link.stepId) search.set(STEP_PARAM, link.stepId)
  if (link.inputs && Object.keys(link.inputs).length > 0)
    search.set(INPUTS_PARAM, stringifyJson(link.inputs))
  return search
}

/** `/workflows?document=bundled&workflow=add-and-read-pet&step=read-pet`. */
export const workflowHref = (link: Partial<WorkflowLink>) => {
  const search = workflowSearch(link).toString()
  return search ? `${WORKFLOWS_PATH}?${search}` : WORKFLOWS_PATH
}

/** What a navigation to the page may carry besides its URL. */
export interface WorkflowsState {
  /**
   * A tour step's workflow step, to open and run as the page opens. It rides in the navigation's
   * state, so the tours' code needs none of this page's: the page writes its address itself.
   */
  runStep?: { document: string; workflowId: string; stepId: string; inputs?: unknown }
}

/** The step a navigation asks the page to run, as a link; null for none (or a malformed one). */
export function readRunStep(state: unknown): WorkflowLink | null {
  const step = isObject(state) && isObject(state.runStep) ? state.runStep : null
  if (!step) return null
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
  const document = text(step.document)
  if (!document || !(document === BUNDLED || isDocumentUrl(document))) return null
  const workflowId = text(step.workflowId)
  const stepId = text(step.stepId)
  if (!workflowId || !stepId) return null
  return { document, workflowId, stepId, inputs: isObject(step.inputs) ? step.inputs : null }
}
