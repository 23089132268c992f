/**
 * The house rules on imports (docs/ARCHITECTURE.md, "The dependency rule"), checked by dependency-cruiser in
 * `npm test` (`npm run lint:deps`). Type-only imports count: a layer may not even name what it must not know.
 */
const TEST_FILE = '\\.(test|property\\.test|spec)\\.tsx?$';
const TEST_PACKAGES = '^(vitest|fast-check|@fast-check/vitest)$';
/** Modules of the project that are neither domain nor application code: what those two may never import. */
const OUTER_LAYERS = '^(adapters|ui|server|openapi|tests|scripts)/';
const COMPOSITION_ROOT = '^ui/(main\\.tsx|early/early-page\\.ts|composition/)';
const NOT_KEBAB_CASE = '^(domain|application|adapters|ui|server|tests|scripts|openapi)/.*[^a-z0-9./-]';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'domain-imports-domain-only',
      comment: 'domain/ is the pure core: it imports nothing of the project outside domain/.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: ['^application/', OUTER_LAYERS] },
    },
    {
      name: 'application-imports-domain-only',
      comment: 'application/ (ports and use cases) imports domain/ and itself only.',
      severity: 'error',
      from: { path: '^application/', pathNot: TEST_FILE },
      to: { path: OUTER_LAYERS },
    },
    {
      name: 'application-imports-domain-only',
      comment: "... and its tests add only the fakes of tests/fakes/ and the real memory storage, which serves as storage's fake.",
      severity: 'error',
      from: { path: `^application/.*${TEST_FILE}` },
      to: { path: OUTER_LAYERS, pathNot: ['^tests/fakes/', '^adapters/storage/memory-storage\\.adapter\\.ts$'] },
    },
    {
      name: 'only-tests-use-fakes',
      comment: 'The in-memory fakes of tests/fakes/ are for tests only.',
      severity: 'error',
      from: { pathNot: [TEST_FILE, '^tests/'] },
      to: { path: '^tests/fakes/' },
    },
    {
      name: 'core-is-framework-free',
      comment: 'domain/ and application/ use no package and no Node module (their tests may use the test libraries).',
      severity: 'error',
      from: { path: '^(domain|application)/', pathNot: TEST_FILE },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'] },
    },
    {
      name: 'core-tests-use-test-libraries-only',
      comment: 'The tests of domain/ and application/ may add vitest and fast-check, nothing else.',
      severity: 'error',
      from: { path: `^(domain|application)/.*${TEST_FILE}` },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'], pathNot: TEST_PACKAGES },
    },
    {
      name: 'adapters-stay-inside',
      comment: 'adapters/ implement ports: they import application/, domain/, openapi/ and the manifest, never ui/, server/, tests/ or scripts/.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|server|tests|scripts)/' },
    },
    {
      name: 'ui-imports-inward',
      comment: 'ui/ imports application/ and domain/ (and itself); openapi/, server/, tests/ and scripts/ are not its business.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(server|tests|scripts|openapi)/', pathNot: '^tests/fakes/' },
    },
    {
      name: 'only-the-composition-root-knows-adapters',
      comment:
        "Only ui/main.tsx, ui/composition/ and the patient area page's early script (ui/early/early-page.ts) know which adapters exist: no other ui/ module reaches adapters/, " +
        'directly or through another module (a page that imports the composition root reaches them too).',
      severity: 'error',
      from: { path: '^ui/', pathNot: [COMPOSITION_ROOT, TEST_FILE] },
      to: { path: '^adapters/', reachable: true },
    },
    {
      name: 'server-is-a-separate-program',
      comment: 'server/ (the reference backend) imports openapi/ and itself only, nothing of the app.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(domain|application|adapters|ui|tests|scripts)/' },
    },
    {
      name: 'openapi-is-the-contract-only',
      severity: 'error',
      from: { path: '^openapi/' },
      to: { path: '^(domain|application|adapters|ui|server|tests|scripts)/' },
    },
    {
      name: 'pages-share-through-components',
      comment: 'A page imports shared pieces from ui/components/ (or ui/stores/, ui/app/), never from another page.',
      severity: 'error',
      from: { path: '^ui/pages/([^/]+)/' },
      to: { path: '^ui/pages/', pathNot: '^ui/pages/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other, directly or around a loop, cannot be understood or loaded one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'A module nothing imports and that imports nothing is dead code (configuration files and declarations excepted).',
      severity: 'error',
      from: { orphan: true, pathNot: ['(^|/)\\.[^/]+\\.(js|cjs|mjs|ts|json)$', '\\.d\\.ts$', '(^|/)[^/]+\\.config\\.(ts|mjs|js)$'] },
      to: {},
    },
    {
      name: 'no-barrel-files',
      comment: 'No index.ts re-exporting a folder: import the file that holds the thing.',
      severity: 'error',
      from: { path: '(^|/)index\\.tsx?$' },
      to: {},
    },
    {
      name: 'kebab-case-file-names',
      comment: 'File and folder names are kebab-case (lower-case letters, digits, dots and dashes): a module that imports...',
      severity: 'error',
      from: { path: NOT_KEBAB_CASE },
      to: {},
    },
    {
      name: 'kebab-case-file-names',
      comment: '... or that is imported.',
      severity: 'error',
      from: {},
      to: { path: NOT_KEBAB_CASE },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-non-package-json',
      comment: 'A package used but not named in package.json works only by chance (a dependency of a dependency).',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '^dist/', '^cli-package/dist/', '^\\.data/', '^coverage/', '^reports/', '^test-results/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
