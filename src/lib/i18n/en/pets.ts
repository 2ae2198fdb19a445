import { addEnglish } from '../i18n'
import words from '../messages/en/pets.json'

addEnglish(words)
