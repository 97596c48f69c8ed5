// Vite for the React apps: the TSX of App.tsx and main.tsx, with the mock platform's address.
import { defineConfig } from 'vite';

export default defineConfig({
  define: { __RP_API__: JSON.stringify(process.env.RP_API) },
  oxc: { jsx: { runtime: 'automatic' } },
  logLevel: 'warn',
});
