// /workflows: load an Arazzo document (the pet store's, a file or a URL), see its problems named by
// their path, pick a workflow, give its inputs, and run it step by step or all at once. The
// document's words are data: shown as text, never as markup.
import { useId, useState, type FormEvent } from 'react'
import { say, useT } from '../../lib/i18n/i18n'
import { PageHeader } from '../../lib/page-header'
import type { Workflow } from './arazzo'
import { InputsForm } from './inputs-form'
import { bundledUrl, openFile, openUrl, type Opened } from './open-document'
import { WorkflowRunView } from './workflow-run'
import './workflows.css'
import '../../lib/i18n/en/workflows'

interface Running {
  workflow: Workflow
  inputs: Record<string, unknown> | null
  /** A new run of the same workflow starts afresh. */
  key: number
}

function LoadControls({ onOpen }: { onOpen: (opening: Promise<Opened>) => void }) {
  const t = useT()
  const id = useId()
  const [url, setUrl] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (url.trim()) onOpen(openUrl(url.trim()))
  }
  return (
    <div className="card workflow-load">
      <button
        type="button"
        className="button primary"
        onClick={() => onOpen(openUrl(bundledUrl()))}
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
            if (file) onOpen(openFile(file))
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

export function Component() {
  const t = useT()
  const [opened, setOpened] = useState<Opened | null>(null)
  const [loading, setLoading] = useState(false)
  const [running, setRunning] = useState<Running | null>(null)

  const open = async (opening: Promise<Opened>) => {
    setLoading(true)
    setRunning(null)
    setOpened(await opening)
    setLoading(false)
  }
  const start = (workflow: Workflow, inputs: Record<string, unknown> | null) =>
    setRunning((before) => ({ workflow, inputs, key: (before?.key ?? 0) + 1 }))

  const doc = opened?.doc
  return (
    <section className="page workflows-page">
      <PageHeader title={t('workflows.title')} subtitle={t('workflows.subtitle')} />
      <LoadControls onOpen={(opening) => void open(opening)} />
      {loading && <p className="muted">{t('workflows.loading')}</p>}
      {opened && !loading && <Problems opened={opened} />}
      {doc && !loading && (
        <section className="card" aria-labelledby="workflow-list-title">
          <h2 id="workflow-list-title">{t('workflows.list-label')}</h2>
          <p className="muted">
            {t('workflows.document', { title: doc.info.title, version: doc.info.version })}
          </p>
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
                  onClick={() => start(workflow, workflow.inputs ? null : {})}
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
      )}
      {doc && running && !running.inputs && (
        <InputsForm
          key={running.key}
          doc={doc}
          workflow={running.workflow}
          onStart={(inputs) => start(running.workflow, inputs)}
        />
      )}
      {doc && running?.inputs && opened && (
        <WorkflowRunView
          key={running.key}
          doc={doc}
          sources={opened.sources}
          workflowId={running.workflow.workflowId}
          inputs={running.inputs}
        />
      )}
    </section>
  )
}
