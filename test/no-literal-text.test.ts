// @vitest-environment node
// The lint rule that keeps words out of components: it must fail on each way words get in, and
// pass messages, data and markup.
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { noLiteralText } from '../scripts/lint/no-literal-text.js'

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
})

tester.run('i18n/no-literal-text', noLiteralText, {
  valid: [
    'const a = <h1>{t("pets.title")}</h1>',
    'const a = <p>{pet.name} · {count}</p>',
    'const a = <input name="petName" type="text" className="field wide" aria-labelledby="x" />',
    'const a = <p>{t("pets.count", { count, status: "sold" })}</p>',
    'const a = <button aria-label={t("pets.delete", { name })}>×</button>',
    'const a = <code>{"{"}</code>',
  ],
  invalid: [
    { code: 'const a = <h1>Pets</h1>', errors: [{ messageId: 'text' }] },
    { code: 'const a = <b>{busy ? "Saving…" : t("x.save")}</b>', errors: [{ messageId: 'text' }] },
    { code: 'const a = <b>{error && "Failed"}</b>', errors: [{ messageId: 'text' }] },
    { code: 'const a = <button aria-label="Close" />', errors: [{ messageId: 'prop' }] },
    { code: 'const a = <i title={`Open ${name}`} />', errors: [{ messageId: 'prop' }] },
    { code: 'const a = <Field label="Name" hint={t("x.y")} />', errors: [{ messageId: 'prop' }] },
    { code: 'const columns = [{ header: "Name", key: "name" }]', errors: [{ messageId: 'prop' }] },
  ],
})
