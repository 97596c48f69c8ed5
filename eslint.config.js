import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'storybook-static/',
      'reports/',
      'mutate-build/',
      '.stryker-tmp/',
      'public/mockServiceWorker.js',
      'src/api/schema.d.ts',
      // Fresh apps' sources, checked by their own tools in npm run test:frameworks.
      'test/frameworks/apps/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  wc.configs['flat/recommended'],
  prettier,
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Chai's property assertions (`expect(x).to.exist`) read as bare expressions.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'bin/**', '*.config.*', '.storybook/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
