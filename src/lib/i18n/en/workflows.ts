import { addEnglish } from '../i18n'
import words from '../messages/en/workflows.json'

addEnglish(words)
