import { addEnglish } from '../i18n'
import words from '../messages/en/demo.json'

addEnglish(words)
