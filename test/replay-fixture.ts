// A rehearsal to replay: a HAR file of recorded calls, loaded from the request log on /pets.
import { screen, within } from '@testing-library/react'
import { renderApp } from './render'

/** A HAR file of one GET that answered 200 with `text` as JSON. */
export function oneCallHar(url: string, text: string) {
  return {
    log: {
      version: '1.2',
      entries: [
        {
          time: 5,
          request: { method: 'GET', url },
          response: {
            status: 200,
            headers: [{ name: 'Content-Type', value: 'application/json' }],
            content: { text },
          },
        },
      ],
    },
  }
}

/** Opens /pets, then the request log, and loads `body` as a HAR file there. */
export async function loadHar(
  body: string,
  name = 'rehearsal.har',
  options: Parameters<typeof renderApp>[1] = {},
) {
  const { user } = renderApp('/pets', options)
  await screen.findByRole('link', { name: 'Biscuit' })
  await user.click(screen.getByRole('button', { name: 'Request log' }))
  const log = await screen.findByRole('complementary', { name: 'Request log' })
  await user.upload(
    await within(log).findByLabelText('HAR file'),
    new File([body], name, { type: 'application/json' }),
  )
  return { user, log }
}
