import { addEnglish } from '../i18n'
import words from '../messages/en/components.json'

addEnglish(words)
