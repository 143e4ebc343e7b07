import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

// Business rules are pure modules (ARCHITECTURE.md): no framework, database or server code, so
// they run and are tested anywhere. Frameworks and Node built-ins are refused by name, and
// project modules except the pure ones the rules build on.
const frameworkImports =
  '^(next|react|react-dom|payload|@payload-config|@payloadcms/[^/]+|better-auth|drizzle-orm|pg|nodemailer|server-only)(/.*)?$|^node:'
const escape = (path) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const pureRule = (allowed) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: frameworkImports,
          message: 'Business rules are pure: no framework, database or server imports.',
        },
        {
          regex: `^@/(?!(${allowed.map(escape).join('|')})(/|$))`,
          message: 'Business rules import only other pure modules.',
        },
      ],
    },
  ],
})

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.cache/**',
      '.next/**',
      'node_modules/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      // the layer checker's fixture trees: imports that resolve only inside them (tests/lint/layers.test.ts)
      'tests/lint/fixtures/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // money as the shop stores and writes it (integer cents) sits low, in platform, for every layer
  {
    files: ['src/platform/money.ts', 'src/platform/money-format.ts'],
    rules: pureRule(['i18n/locales']),
  },
  { files: ['src/pricing/**/*.ts'], rules: pureRule(['pricing', 'platform/money']) },
  {
    files: ['src/checkout/quote.ts', 'src/checkout/quote/**/*.ts'],
    rules: pureRule([
      'pricing',
      'platform/money',
      'catalog/quantity',
      'checkout/quote',
      'account/zip-state',
    ]),
  },
  // cross-references and successors (business rules §11): the keys, matches, the import's rows
  {
    files: [
      'src/cross-reference/their-pn.ts',
      'src/cross-reference/matches.ts',
      'src/cross-reference/import-rows.ts',
      'src/cross-reference/search-rules.ts',
      'src/catalog/successors.ts',
    ],
    rules: pureRule([
      'catalog/part-number',
      'catalog/search/fold',
      'catalog/search/references',
      'catalog/import/csv',
      'catalog/import/validate',
      'content/slug',
    ]),
  },
]

export default config
