import type { Rule } from 'eslint'

export const noLiteralText: Rule.RuleModule
