// The floor's build: Vite's defaults with React, as a new project of the same stack would have.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()], build: { target: 'es2022' } })
