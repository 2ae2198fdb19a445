// A broken config.json is said where everyone sees it, naming the key: the console opened on Demo
// instead of the servers the file meant to set, and a host should know why.
import { useId } from 'react'
import { runtimeConfig } from '../api/runtime-config'
import { useStore } from '../lib/store'

export function ConfigProblem() {
  const read = useStore(runtimeConfig)
  if (read.status === 'broken') return <BrokenConfig problem={read.problem} />
  return null
}

function BrokenConfig({ problem }: { problem: string }) {
  const title = useId()
  return (
    <div role="alert" aria-labelledby={title} className="alert alert-error config-problem">
      <div className="alert-body">
        <strong id={title}>This site’s configuration cannot be used</strong>
        <p>{problem}.</p>
        <p>
          The console uses the Demo environment and the servers it was built with until the file is
          fixed.
        </p>
      </div>
    </div>
  )
}
