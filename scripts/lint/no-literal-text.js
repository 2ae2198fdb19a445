// ESLint rule: a component shows no literal words. Text a user reads or hears is a message in
// src/lib/i18n/messages/, so that every language gets it (docs/languages.md).

/** Props and object keys that carry words to a person: shown, announced or read as a name. */
const WORDY =
  /^(aria-label|aria-description|aria-roledescription|aria-valuetext|alt|title|placeholder|label|legend|caption|summary|heading|subtitle|hint|description|message|text|header|.*(Label|Title|Text|Hint|Message|Heading|Description))$/

/** Anything with a letter in it is words; `—`, `·`, `/`, digits and spaces are not. */
const hasWords = (text) => /\p{L}/u.test(text)

/** The node a value flows into: past `a ? 'x' : 'y'`, `a ?? 'x'` and `'x' + y`. */
function destination(node) {
  let child = node
  let parent = node.parent
  while (
    (parent?.type === 'ConditionalExpression' && parent.test !== child) ||
    parent?.type === 'LogicalExpression' ||
    (parent?.type === 'BinaryExpression' && parent.operator === '+') ||
    parent?.type === 'TemplateLiteral'
  ) {
    child = parent
    parent = parent.parent
  }
  return parent?.type === 'JSXExpressionContainer' ? parent.parent : parent
}

const nameOf = (key) =>
  key?.type === 'JSXIdentifier' || key?.type === 'Identifier' ? key.name : key?.value

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    messages: {
      text: 'Words in a component go in a message: {t("…")} with the words in src/lib/i18n/messages/en/ ("{{words}}").',
      prop: 'The words in {{prop}} go in a message: {{prop}}={t("…")}, in src/lib/i18n/messages/en/.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (!hasWords(text)) return
      const to = destination(node)
      if (to?.type === 'JSXElement' || to?.type === 'JSXFragment') {
        context.report({ node, messageId: 'text', data: { words: text.trim().slice(0, 30) } })
      } else if (
        to?.type === 'JSXAttribute' ||
        (to?.type === 'Property' && to.value !== node.parent)
      ) {
        const prop = nameOf(to.type === 'Property' ? to.key : to.name)
        if (WORDY.test(prop ?? '')) context.report({ node, messageId: 'prop', data: { prop } })
      } else if (to?.type === 'Property' && WORDY.test(nameOf(to.key) ?? '') && to.key !== node) {
        context.report({ node, messageId: 'prop', data: { prop: nameOf(to.key) } })
      }
    }
    return {
      JSXText(node) {
        if (hasWords(node.value)) {
          context.report({
            node,
            messageId: 'text',
            data: { words: node.value.trim().slice(0, 30) },
          })
        }
      },
      Literal(node) {
        if (typeof node.value === 'string' && node.parent?.type !== 'TemplateLiteral')
          check(node, node.value)
      },
      TemplateLiteral(node) {
        if (node.parent?.type !== 'TaggedTemplateExpression') {
          check(node, node.quasis.map((q) => q.value.cooked ?? '').join(''))
        }
      },
    }
  },
}
