// /workflows: load an Arazzo document (the pet store's, a file or a URL), see its problems named by
// their path, pick a workflow, give its inputs, and run it step by step or all at once. The
// document's words are data: shown as text, never as markup. The address names the document, the
// workflow, its step and its inputs (never a secret), so a link reopens the run at that step.
import { useId, useState, type FormEvent } from 'react'
import { say, useT } from '../../lib/i18n/i18n'
import { PageHeader } from '../../lib/page-header'
import type { Arazzo, Workflow } from './arazzo'
import { InputsForm } from './inputs-form'
import { bundledUrl, openFile, openUrl, type Opened } from './open-document'
import { BUNDLED, FILE } from './workflow-link'
import { useWorkflowsAddress, type Loaded } from './workflows-address'
import { WorkflowRunView } from './workflow-run'
import './workflows.css'
import '../../lib/i18n/en/workflows'

function LoadControls({
  onOpen,
}: {
  onOpen: (from: string, opening: Promise<Opened>, name?: string) => void
}) {
  const t = useT()
  const id = useId()
  const [url, setUrl] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (url.trim()) onOpen(url.trim(), openUrl(url.trim()))
  }
  return (
    <div className="card workflow-load">
      <button
        type="button"
        className="button primary"
        onClick={() => onOpen(BUNDLED, openUrl(bundledUrl()))}
      >
        {t('workflows.load-bundled')}
      </button>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('workflows.file-label')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".yaml,.yml,.json,application/json,application/yaml"
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) onOpen(FILE, openFile(file), file.name)
            event.target.value = ''
          }}
        />
      </div>
      <form className="field workflow-url" onSubmit={submit}>
        <label htmlFor={`${id}-url`}>{t('workflows.url-label')}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          spellCheck={false}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <button type="submit" className="button">
          {t('workflows.load-url')}
        </button>
      </form>
    </div>
  )
}

/** A link's document at another address: named, and fetched only when the user asks. */
function AskToLoad({
  url,
  onOpen,
}: {
  url: string
  onOpen: (from: string, opening: Promise<Opened>) => void
}) {
  const t = useT()
  return (
    <div className="card workflow-notice workflow-ask">
      <p>{t.rich('workflows.link-url', { url: <bdi className="mono">{url}</bdi> })}</p>
      <button type="button" className="button primary" onClick={() => onOpen(url, openUrl(url))}>
        {t.rich('workflows.link-load-url', { url: <bdi>{url}</bdi> })}
      </button>
    </div>
  )
}

function Problems({ opened }: { opened: Opened }) {
  const t = useT()
  if (opened.problems.length === 0) return null
  const blocking = opened.doc === null
  return (
    <section
      className={`card ${blocking ? 'workflow-problems' : 'workflow-notice'}`}
      role={blocking ? 'alert' : undefined}
    >
      <h2>{t(blocking ? 'workflows.problems-title' : 'workflows.warnings-title')}</h2>
      <ul>
        {opened.problems.map((problem, index) => (
          <li key={index}>
            {t.rich('workflows.problem-at', {
              path: <bdi className="workflow-path">{problem.path}</bdi>,
              problem: say(problem.words),
            })}
          </li>
        ))}
      </ul>
    </section>
  )
}

function DocumentCard({ loaded, onRun }: { loaded: Loaded; onRun: (workflow: Workflow) => void }) {
  const t = useT()
  const doc = loaded.doc as Arazzo
  return (
    <section className="card" aria-labelledby="workflow-list-title">
      <h2 id="workflow-list-title">{t('workflows.list-label')}</h2>
      <p className="muted">
        {t('workflows.document', { title: doc.info.title, version: doc.info.version })}
      </p>
      {loaded.from === FILE ? (
        <p className="muted">{t('workflows.from-file', { name: loaded.name ?? '' })}</p>
      ) : loaded.from !== BUNDLED ? (
        <p className="muted workflow-from">
          {t.rich('workflows.from-url', { url: <bdi className="mono">{loaded.from}</bdi> })}
        </p>
      ) : null}
      <ul className="workflow-list">
        {doc.workflows.map((workflow) => (
          <li key={workflow.workflowId}>
            <span className="workflow-name" dir="auto" id={`workflow-${workflow.workflowId}`}>
              {workflow.summary || workflow.workflowId}
            </span>{' '}
            <span className="muted">
              {t('workflows.step-count', { count: workflow.steps.length })}
            </span>{' '}
            <button
              type="button"
              className="button small"
              aria-describedby={`workflow-${workflow.workflowId}`}
              onClick={() => onRun(workflow)}
            >
              {t('workflows.run')}
            </button>
            {workflow.description && (
              <p className="muted" dir="auto">
                {workflow.description}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function Component() {
  const t = useT()
  const page = useWorkflowsAddress()
  const { loaded, loading, running } = page
  const doc = loaded?.doc
  return (
    <section className="page workflows-page">
      <PageHeader title={t('workflows.title')} subtitle={t('workflows.subtitle')} />
      <LoadControls onOpen={page.load} />
      {page.fileWanted && <p className="workflow-notice card">{t('workflows.link-file')}</p>}
      {page.urlWanted && <AskToLoad url={page.urlWanted} onOpen={page.load} />}
      {page.noWorkflow && (
        <p className="workflow-notice card">
          {t('workflows.link-no-workflow', { workflow: page.noWorkflow })}
        </p>
      )}
      {loading && <p className="muted">{t('workflows.loading')}</p>}
      {loaded && !loading && <Problems opened={loaded} />}
      {doc && loaded && !loading && <DocumentCard loaded={loaded} onRun={page.run} />}
      {doc && running && !running.inputs && (
        <InputsForm
          key={running.key}
          doc={doc}
          workflow={running.workflow}
          initial={running.typed}
          onStart={(inputs) => page.start(running.workflow, inputs)}
        />
      )}
      {doc && running?.inputs && loaded && (
        <WorkflowRunView
          key={running.key}
          doc={doc}
          sources={loaded.sources}
          workflowId={running.workflow.workflowId}
          inputs={running.inputs}
          at={running.at}
          wish={page.wish}
          leftOut={running.leftOut}
          onProgress={page.progress}
        />
      )}
    </section>
  )
}
