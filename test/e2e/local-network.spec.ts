// A hosted console calling a server on this device: Chromium is told the console's address is
// public (--ip-address-space-overrides, project `local-network`), so its Local Network Access
// permission decides. Refused, the console names the browser's block; granted, the pets list.
import { apiKey } from './targets'
import { expect, nav, saveApiKey, settled, test } from './support'

test('refused: the console says the browser blocked the local network, and how to allow it', async ({
  page,
}) => {
  await page.goto('/pets')
  await settled(page, 'Pets')
  const alert = page.getByRole('alert').filter({ hasText: 'Network error' })
  await expect(alert).toContainText('Your browser blocked access to the local network')
  await expect(alert).toContainText('is on this device (a loopback address)')
  await expect(alert).toContainText('set Local network access to Allow')
  await expect(alert).not.toContainText('nothing answered')
})

test('granted: the same page reaches the server and lists the pets', async ({ page, context }) => {
  await context.grantPermissions(['local-network-access'])
  await page.goto('/settings')
  await saveApiKey(page, apiKey)
  await nav(page, 'Pets').click()
  await settled(page, 'Pets')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
})
