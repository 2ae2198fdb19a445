// A broken config.json is said where everyone sees it, naming the key: the console opened on Demo
// instead of the servers the file meant to set, and a host should know why.
import { runtimeConfigProblem } from '../api/environments'
import { useSettings } from '../api/settings'

export function ConfigProblem() {
  // Settings are read again once the file is: that render is the one that can show the problem.
  useSettings()
  const problem = runtimeConfigProblem()
  if (!problem) return null
  return (
    <div role="alert" className="alert alert-error config-problem">
      <div className="alert-body">
        <strong>This site’s configuration cannot be used</strong>
        <p>{problem}.</p>
        <p>
          The console uses the Demo environment and the servers it was built with until the file is
          fixed.
        </p>
      </div>
    </div>
  )
}
