// An input for a secret. React mirrors a controlled input's value into its `value` attribute, which
// would put the API key into the page's markup; this one sets only the DOM property.
import { useLayoutEffect, useRef, type ComponentProps } from 'react'

type Props = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'ref'> & {
  value: string
  onValueChange: (value: string) => void
}

export function SecretInput({ value, onValueChange, ...props }: Props) {
  const input = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    if (input.current && input.current.value !== value) input.current.value = value
  }, [value])
  return <input ref={input} {...props} onChange={(event) => onValueChange(event.target.value)} />
}
