import { addEnglish } from '../i18n'
import words from '../messages/en/app.json'

addEnglish(words)
