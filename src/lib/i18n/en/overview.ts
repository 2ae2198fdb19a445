import { addEnglish } from '../i18n'
import words from '../messages/en/overview.json'

addEnglish(words)
