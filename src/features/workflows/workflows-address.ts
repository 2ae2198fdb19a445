// The Workflows page's state and its address: the document opened (and where from), the run under
// way, and the link that asks for them. Loading or running updates the address; an address from a
// link or a tour opens its document (a link's at another address once the user asks), starts its
// workflow at its step, and (for a tour) runs it.
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { setServerContracts } from '../contract/server-contracts'
import type { Arazzo, Workflow } from './arazzo'
import { readInputs, startingText } from './inputs'
import { bundledUrl, openUrl, type Opened } from './open-document'
import { savedKeys, shareableInputs } from './share-inputs'
import {
  BUNDLED,
  FILE,
  readRunStep,
  readWorkflowLink,
  STEP_PARAM,
  workflowSearch,
  type WorkflowLink,
} from './workflow-link'
import type { RunStepWish } from './use-workflow-run'

export interface Loaded extends Opened {
  /** `bundled`, `file` or the document's URL. */
  from: string
  /** The file's name, for a document from a file. */
  name?: string
}

export interface Running {
  workflow: Workflow
  /** Null while the inputs form is shown. */
  inputs: Record<string, unknown> | null
  /** What the inputs form starts with. */
  typed?: Record<string, string>
  /** The step a link opened the run at. */
  at: string | null
  /** Inputs kept out of the address. */
  leftOut: string[]
  /** A new run of the same workflow starts afresh. */
  key: number
}

const nextKey = (running: Running | null) => (running?.key ?? 0) + 1

/** The site's own document, by name or by its address: a link opens it without asking. */
const isBundled = (document: string) =>
  document === BUNDLED ||
  new URL(document, location.href).href === new URL(bundledUrl(), location.href).href

/** A link's document at another address waits for the user: a link may come from anyone. */
const waits = (document: string | null, fromTour: boolean): document is string =>
  document !== null && document !== FILE && !fromTour && !isBundled(document)

/** The address's query for `link`, anything holding a saved API key left out (the last guard). */
function searchOf(link: Partial<WorkflowLink>): URLSearchParams {
  const keys = savedKeys()
  const search = workflowSearch(link)
  for (const [name, value] of [...search])
    if (keys.some((key) => value.includes(key))) search.delete(name)
  return search
}

/** A workflow as a link asks for it: straight to the run when its inputs check out. */
function runningFromLink(
  doc: Arazzo,
  workflow: Workflow,
  link: WorkflowLink,
  wantsRun: boolean,
  key: number,
): Running {
  const base = { workflow, at: link.stepId, leftOut: [], key }
  if (!workflow.inputs) return { ...base, inputs: {} }
  const typed = startingText(doc, workflow, link.inputs ?? {})
  const read = readInputs(doc, workflow, typed)
  const ready = (wantsRun || link.inputs !== null) && read.problems.length === 0
  return { ...base, typed, inputs: ready ? read.inputs : null }
}

export function useWorkflowsAddress() {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  // A tour step's workflow step stands for the address until the page writes it.
  const tourStep = useMemo(() => readRunStep(location.state), [location.state])
  const link = tourStep ?? readWorkflowLink(params)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [loading, setLoading] = useState(false)
  const [running, setRunning] = useState<Running | null>(null)
  const [noWorkflow, setNoWorkflow] = useState<string | null>(null)
  /** The document opened or being opened, so the address asking for it again does nothing. */
  const asked = useRef<string | null>(null)

  const runStep = tourStep !== null
  const wish = useMemo<RunStepWish | null>(
    () => (tourStep?.stepId ? { key: location.key, stepId: tourStep.stepId } : null),
    [tourStep, location.key],
  )

  const address = (next: Partial<WorkflowLink>, replace: boolean) =>
    setParams(searchOf(next), { replace, preventScrollReset: true })

  const open = async (from: string, opening: Promise<Opened>, name?: string) => {
    asked.current = from
    setLoading(true)
    setRunning(null)
    setNoWorkflow(null)
    const opened = await opening
    if (asked.current !== from) return
    // Registered as the document is shown, so a document asked for and then given up registers none.
    setServerContracts(opened.servers)
    setLoaded({ ...opened, from, name })
    setLoading(false)
  }

  const openFromLink = useEffectEvent((document: string) => {
    if (document === FILE || document === asked.current || waits(document, runStep)) return
    void open(document, openUrl(document === BUNDLED ? bundledUrl() : document))
  })
  useEffect(() => {
    if (link.document) openFromLink(link.document)
  }, [link.document])

  // The workflow the address names is started as the page renders (state adjusted to the address,
  // not an effect): at its step, straight to the run when its inputs check out.
  const doc = loaded?.doc
  const wanted = link.workflowId
  if (
    doc &&
    !loading &&
    wanted &&
    (!link.document || loaded.from === link.document) &&
    running?.workflow.workflowId !== wanted &&
    noWorkflow !== wanted
  ) {
    const workflow = doc.workflows.find((w) => w.workflowId === wanted)
    if (!workflow) setNoWorkflow(wanted)
    else setRunning(runningFromLink(doc, workflow, link, runStep, nextKey(running)))
  }

  return {
    loaded,
    loading,
    running,
    noWorkflow: noWorkflow === link.workflowId ? noWorkflow : null,
    /** A link names a document from a file: the one who opens it chooses the file. */
    fileWanted: link.document === FILE && loaded?.from !== FILE && !loading,
    /** A link names a document at another address, which loads when the user asks. */
    urlWanted:
      waits(link.document, runStep) && loaded?.from !== link.document && !loading
        ? link.document
        : null,
    /** A tour step's wish to run the link's step, for the run of the link's workflow only. */
    wish: running?.workflow.workflowId === link.workflowId ? wish : null,
    load(from: string, opening: Promise<Opened>, name?: string) {
      // The document a link named, opened again (its file chosen): the link's run goes on.
      address(link.document === from ? link : { document: from }, false)
      void open(from, opening, name)
    },
    run(workflow: Workflow) {
      address({ document: loaded?.from, workflowId: workflow.workflowId }, false)
      setRunning((before) => ({
        workflow,
        inputs: workflow.inputs ? null : {},
        at: null,
        leftOut: [],
        key: nextKey(before),
      }))
    },
    start(workflow: Workflow, inputs: Record<string, unknown>) {
      const shared = doc ? shareableInputs(doc, workflow, inputs) : { inputs: {}, left: [] }
      const at = running?.at ?? null
      address(
        {
          document: loaded?.from,
          workflowId: workflow.workflowId,
          stepId: at,
          inputs: shared.inputs,
        },
        true,
      )
      setRunning((before) => ({
        workflow,
        inputs,
        at,
        leftOut: shared.left,
        key: nextKey(before),
      }))
    },
    progress(stepId: string | null) {
      // The whole link: a tour step's, in the navigation's state, reaches the address here.
      const shared =
        running && doc ? shareableInputs(doc, running.workflow, running.inputs ?? {}) : null
      const search = searchOf({ ...link, stepId, inputs: shared?.inputs ?? link.inputs })
      if (!stepId) search.delete(STEP_PARAM)
      setParams(search, { replace: true, preventScrollReset: true })
    },
  }
}
