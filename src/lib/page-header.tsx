import type { ReactNode } from 'react'

/**
 * A page's heading: its `h1`, the line under it, and the page's actions (the children) at the
 * other end of the row. A title with a subtitle is one block, so the actions sit beside both.
 */
export function PageHeader({
  title,
  subtitle,
  titleClassName,
  children,
}: {
  title: ReactNode
  subtitle?: ReactNode
  /** `text-cell` for a title that is server data, so a long one wraps anywhere. */
  titleClassName?: string
  children?: ReactNode
}) {
  const heading = <h1 className={titleClassName}>{title}</h1>
  return (
    <div className="page-header">
      {subtitle === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <p className="subtitle">{subtitle}</p>
        </div>
      )}
      {children}
    </div>
  )
}
